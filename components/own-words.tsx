import { Fragment, type ReactNode } from 'react';

/*
 * A listing's own words (its name, services, roles) on a page in another language than the
 * owner wrote them in: marked with their language (lib/catalogue-words.ts ownWordsLang says
 * which), so a screen reader reads them as written. Words in the page's language render as
 * plain text, exactly as before.
 */

export type OwnWords = { text: string; lang?: 'en' | undefined };

/** Words joined by `separator` ("Gel manicure · Pedicure"), each marked if it needs it. */
export function OwnWordsList({
  items,
  separator = ' · ',
}: {
  items: readonly OwnWords[];
  separator?: string;
}): ReactNode {
  if (items.every((item) => !item.lang)) return items.map((item) => item.text).join(separator);
  return items.map((item, i) => (
    <Fragment key={i}>
      {i ? separator : null}
      {item.lang ? <span lang={item.lang}>{item.text}</span> : item.text}
    </Fragment>
  ));
}

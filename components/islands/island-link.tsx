'use client';

import { useParams } from 'next/navigation';
import { defaultLang, isLang, localizePath } from '@/lib/i18n';

/** A path of this site in the language of the page the island is on (see Link). */
export function useLocalizedPath(): (path: string) => string {
  const { lang } = useParams<{ lang?: string }>() ?? {};
  return (path) => localizePath(path, isLang(lang) ? lang : defaultLang);
}

type IslandLinkProps = Omit<React.ComponentProps<'a'>, 'href'> & { href: string };

/** Link for what islands render themselves: a plain anchor in the page's language. */
export function IslandLink({ href, ...props }: IslandLinkProps) {
  const localized = useLocalizedPath();
  return <a href={localized(href)} {...props} />;
}

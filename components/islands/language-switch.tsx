'use client';

import { island } from './island';
import { usePathname } from 'next/navigation';
import { localizePath, splitPath, type Lang } from '@/lib/i18n';

/**
 * The language switch's link: this same page in the other language. An island only because
 * it reads the page's address (one layout serves every page); its words come from the server.
 */
export const LanguageSwitch = island(
  'LanguageSwitch',
  function LanguageSwitch({
    to,
    untranslated,
    fallback,
    ...props
  }: Omit<React.ComponentProps<'a'>, 'href' | 'hrefLang' | 'lang'> & {
    to: Lang;
    /** Pages (English form) not written in `to` yet: articles waiting for their twin. */
    untranslated: readonly string[];
    /** Where the switch leads from those instead (the blog, in English form). */
    fallback: string;
  }) {
    // The export renders English under /en before moving it to the root, so the server sees
    // "/en/pricing" where the browser sees "/pricing": both are the English page "/pricing".
    const { path } = splitPath(usePathname() ?? '/');
    const target = untranslated.includes(path) ? fallback : path;
    return <a href={localizePath(target, to)} hrefLang={to} lang={to} {...props} />;
  },
);

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
    ...props
  }: Omit<React.ComponentProps<'a'>, 'href' | 'hrefLang' | 'lang'> & { to: Lang }) {
    // The export renders English under /en before moving it to the root, so the server sees
    // "/en/pricing" where the browser sees "/pricing": both are the English page "/pricing".
    const { path } = splitPath(usePathname() ?? '/');
    return <a href={localizePath(path, to)} hrefLang={to} lang={to} {...props} />;
  },
);

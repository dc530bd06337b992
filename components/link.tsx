'use client';

import NextLink from 'next/link';
import { useParams } from 'next/navigation';
import { isLang, localizePath } from '@/lib/i18n';

type LinkProps = React.ComponentProps<typeof NextLink>;

/**
 * next/link that keeps the visitor in the page's language: on a Kiswahili page "/pricing"
 * leads to "/sw/pricing". Content and components write every link in English; this is the
 * one place that turns it. Links are not prefetched: a static page is quick to load on click,
 * and prefetching every link in view would spend a visitor's data.
 */
export function Link({ href, prefetch = false, ...props }: LinkProps) {
  const { lang } = useParams<{ lang?: string }>() ?? {};
  const target = typeof href === 'string' && isLang(lang) ? localizePath(href, lang) : href;
  return <NextLink href={target} prefetch={prefetch} {...props} />;
}

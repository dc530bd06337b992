import { localizePath, type Lang } from '@/lib/i18n';

type LocalizedLinkProps = Omit<React.ComponentProps<'a'>, 'href'> & {
  href: string;
  /** The page's language: on a Kiswahili page "/pricing" leads to "/sw/pricing". */
  pageLang: Lang;
};

/**
 * A link in the page's language, for code that is handed the language: the static regions
 * (lib/static-regions.tsx), rendered where next/root-params is not available. Server
 * components use Link, which reads the language itself.
 */
export function LocalizedLink({ href, pageLang, ...props }: LocalizedLinkProps) {
  return <a href={localizePath(href, pageLang)} {...props} />;
}

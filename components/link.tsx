import { localizePath, type Lang } from '@/lib/i18n';
import { currentLang } from '@/lib/page-language';

type LinkProps = Omit<React.ComponentProps<'a'>, 'href'> & {
  href: string;
  /**
   * The language to link in where the page has none of its own: the 404 page, which speaks
   * both. Elsewhere the page's language decides.
   */
  linkLang?: Lang;
};

/**
 * The site's one link, for server components: it keeps the visitor in the page's language,
 * so on a Kiswahili page "/pricing" leads to "/sw/pricing". Content and components write every
 * link in English; this is where it turns. A plain anchor: every page is a static document the
 * CDN serves whole, and following a link loads it as any site's page loads (the site has no
 * client-side navigation; eslint.config.mjs forbids it). Islands are handed their links'
 * addresses by their server parent, already in the page's language.
 */
export async function Link({ href, linkLang, ...props }: LinkProps) {
  return <a href={localizePath(href, linkLang ?? (await currentLang()))} {...props} />;
}

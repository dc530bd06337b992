import { currentLang } from '@/lib/page-language';
import { LocalizedLink } from './localized-link';

type LinkProps = Omit<React.ComponentProps<'a'>, 'href'> & { href: string };

/**
 * A link that keeps the visitor in the page's language: on a Kiswahili page "/pricing" leads
 * to "/sw/pricing". Content and components write every link in English; this and LocalizedLink
 * are where it turns. A plain anchor, rendered on the server: every page is a static document the
 * CDN serves whole, so following a link loads it as any site's page loads, and the browser
 * carries no router code for it. Islands get their links' addresses from the server.
 */
export async function Link({ href, ...props }: LinkProps) {
  return <LocalizedLink href={href} pageLang={await currentLang()} {...props} />;
}

import { ButtonLink } from '@/components/button-link';
import { currentLang, dictionary } from '@/lib/page-language';
import { fillCount } from '@/lib/template';

export type PageLink = { href: string; name: string; count: number };

/**
 * A titled list of links to other pages, each with how many listings it has ("Kilimani · 4"):
 * the category pages' links to each other and an area's links to its categories (D34). Plain
 * links, so they work without JavaScript. Nothing when there is no link.
 */
export async function PageLinks({
  id,
  title,
  links,
  className,
}: {
  id: string;
  title: string;
  links: readonly PageLink[];
  className?: string;
}) {
  if (!links.length) return null;
  const { linkCount } = (await dictionary()).categoryPages.categoryPage;
  const lang = await currentLang();
  return (
    <nav aria-labelledby={id} className={className}>
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        {links.map(({ href, name, count }) => (
          <li key={href}>
            <ButtonLink href={href} variant="secondary" size="sm" className="min-h-11">
              <span aria-hidden="true">
                {name} <span className="font-normal text-slate-600">· {count}</span>
              </span>
              <span className="sr-only">{fillCount(lang, linkCount, count, { name })}</span>
            </ButtonLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

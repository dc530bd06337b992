import { ButtonLink } from '@/components/button-link';
import { categoryKindWords, countByKind, kindsOf } from '@/lib/category-pages';
import { catalogueWordsIn } from '@/lib/catalogue-words';
import { currentLang, dictionary } from '@/lib/page-language';
import { fill } from '@/lib/template';

/** A link to a category's page (everywhere, or in one area), with the listings it shows. */
export type PageLink = {
  href: string;
  name: string;
  category: string;
  listings: readonly { kind?: 'business' | 'professional' }[];
};

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
  const text = (await dictionary()).categoryPages.categoryPage;
  const lang = await currentLang();
  const words = catalogueWordsIn[lang];
  // Each kind in the category's own words: a professional is never counted as a place (D38).
  const label = ({ name, category, listings }: PageLink) =>
    fill(text.linkCount, {
      name,
      listings: countByKind(lang, kindsOf(listings), categoryKindWords(words, category, text)),
    });
  return (
    <nav aria-labelledby={id} className={className}>
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        {links.map((link) => (
          <li key={link.href}>
            <ButtonLink href={link.href} variant="secondary" size="sm" className="min-h-11">
              <span aria-hidden="true">
                {link.name}{' '}
                <span className="font-normal text-slate-600">· {link.listings.length}</span>
              </span>
              <span className="sr-only">{label(link)}</span>
            </ButtonLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

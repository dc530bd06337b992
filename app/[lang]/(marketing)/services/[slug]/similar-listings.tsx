import { Link } from '@/components/link';
import { Section } from '@/components/section';
import { catalogue, categoryPage, type CatalogueListing } from '@/lib/catalogue';
import { categoryTrail } from '@/lib/breadcrumbs';
import { similarNearby } from '@/lib/category-pages';
import { catalogueWordsIn, translateListing } from '@/lib/catalogue-words';
import { currentLang, dictionary } from '@/lib/page-language';
import { ListingSummaries } from '../area-page';

/**
 * Up to four other listings of the listing's category, in its area first and then the
 * nearest, and a link to the most specific category page that exists (D34): its category in
 * its area, or else its category. Nothing where there is neither.
 */
export async function SimilarListings({ listing }: { listing: CatalogueListing }) {
  const lang = await currentLang();
  const { listingLinks } = (await dictionary()).categoryPages;
  const words = catalogueWordsIn[lang];
  const others = similarNearby(listing, catalogue).map((other) => translateListing(other, words));
  const page = categoryPage(listing.category, listing.location) ?? categoryPage(listing.category);
  if (!others.length && !page) return null;
  // The page's name as its breadcrumb says it: "Nail Spa in Kilimani".
  const pageName = page
    ? categoryTrail(listing.category, listing.location, lang).at(-1)!.label
    : '';
  return (
    <Section id="similar" title={listingLinks.nearbyTitle} className="bg-slate-50">
      <ListingSummaries listings={others} />
      {page ? (
        <p className="mt-8 text-lg">
          {listingLinks.compare}{' '}
          <Link href={page.href} className="font-semibold text-brand-800 underline">
            {pageName}
          </Link>
        </p>
      ) : null}
    </Section>
  );
}

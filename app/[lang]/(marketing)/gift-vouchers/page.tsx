import { Link } from '@/components/link';
import { JsonLd } from '@/components/json-ld';
import { ListingTitle } from '@/components/listing-card-parts';
import { PageHero } from '@/components/page-hero';
import { VoucherFilter } from '@/components/islands/voucher-filter';
import {
  areaName,
  areas,
  bestRated,
  catalogue,
  categories,
  type CatalogueListing,
} from '@/lib/catalogue';
import { catalogueWordsIn, categoryOf, translateListing } from '@/lib/catalogue-words';
import { listingHref } from '@/lib/hrefs';
import type { Lang } from '@/lib/i18n';
import { pageMetadata } from '@/lib/metadata';
import { currentLang, dictionary } from '@/lib/page-language';
import { fill, fillCount } from '@/lib/template';
import { VOUCHERS_ANCHOR, voucherChoices } from '@/lib/voucher-request';

/** The listings that offer gift vouchers (D37), best rated first as every search ranks them. */
function voucherListings(lang: Lang) {
  return bestRated(
    catalogue
      .filter((listing) => listing.vouchers)
      .map((listing) => translateListing(listing, catalogueWordsIn[lang])),
  ) as (CatalogueListing & { vouchers: NonNullable<CatalogueListing['vouchers']> })[];
}

/** A listing's categories: the one it is listed under, and those it is also found by. */
const categoriesOf = (listing: CatalogueListing) =>
  listing.kind === 'business' ? [listing.category, ...(listing.alsoIn ?? [])] : [listing.category];

export async function generateMetadata() {
  const lang = await currentLang();
  const { page } = (await dictionary()).giftVouchers.giftVouchers;
  return pageMetadata({
    title: page.metaTitle,
    description: fill(page.description, { count: voucherListings(lang).length }),
    path: '/gift-vouchers',
  });
}

/**
 * Every listing that offers gift vouchers, the full list in the HTML; with JavaScript, filtered
 * by area and category. Each card says what a voucher can be for and leads to its request.
 */
export default async function GiftVouchersPage() {
  const lang = await currentLang();
  const dict = await dictionary();
  const { giftVouchers } = dict.giftVouchers;
  const { ui } = dict;
  const { page, offer } = giftVouchers;
  const listings = voucherListings(lang);
  const words = catalogueWordsIn[lang];
  const inAreas = new Set(listings.map((listing) => listing.location));
  const inCategories = new Set(listings.flatMap(categoriesOf));
  return (
    <>
      <JsonLd
        of="itemList"
        args={[page.title, listings.map(({ id, name }) => ({ id, name })), lang]}
      />
      <PageHero title={page.title} intro={page.intro} />
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <p className="font-semibold text-slate-900">
          {fillCount(lang, page.count, listings.length)}
        </p>
        <VoucherFilter
          lang={lang}
          words={{ ...page.filters, shown: page.shown }}
          areas={areas
            .filter((area) => inAreas.has(area.slug))
            .map((area) => ({ value: area.slug, label: area.name }))}
          categories={categories
            .filter((category) => inCategories.has(category.id))
            .map((category) => ({
              value: category.id,
              label: words.categoryPlurals[category.id]!,
            }))}
        >
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {listings.map((listing) => (
              <li
                key={listing.id}
                data-area={listing.location}
                data-categories={categoriesOf(listing).join(' ')}
              >
                <article
                  aria-labelledby={`${listing.id}-name`}
                  className="flex h-full flex-col gap-2 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
                >
                  <ListingTitle
                    listing={listing}
                    lang={lang}
                    className="text-lg font-semibold text-slate-900"
                  />
                  {/* Category, area and rating in one line, the stars' words as text: */}
                  {/* a lean card, since at 2,750 listings some 220 offer vouchers. */}
                  <p className="text-sm font-medium text-brand-800">
                    {categoryOf(listing, words)} · {areaName(listing.location)} ·{' '}
                    {fill(ui.rating, { rating: listing.rating, max: 5 })} (
                    {fillCount(lang, ui.reviewCount, listing.reviewCount)})
                  </p>
                  <p className="text-sm text-slate-700">
                    {voucherChoices(listing.vouchers, listing.services, offer)
                      .map((choice) => choice.label)
                      .join(' · ')}
                  </p>
                  <p className="text-sm text-slate-600">
                    {fill(offer.validity, {
                      months: fillCount(lang, offer.months, listing.vouchers.validMonths),
                    })}
                  </p>
                  <p className="mt-auto pt-3">
                    <Link
                      href={`${listingHref(listing.id)}#${VOUCHERS_ANCHOR}`}
                      className="font-semibold text-brand-800 underline"
                    >
                      {fill(page.ask, { name: listing.name })}
                    </Link>
                  </p>
                </article>
              </li>
            ))}
          </ul>
        </VoucherFilter>
      </div>
    </>
  );
}

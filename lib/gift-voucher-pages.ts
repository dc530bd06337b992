import { areas, bestRated, catalogue, categories, type CatalogueListing } from './catalogue';
import type { Area, Category } from './catalogue-schema';
import { categorySlug } from './category-pages';
import { pageCount, pageHref, pageNumbers } from './pages';

/*
 * The gift voucher lists (D37): every listing that offers vouchers at /gift-vouchers, and the
 * same in each area (/gift-vouchers/in/{area}) and each category (/gift-vouchers/{category}) that
 * has one, each paged as the area pages are (/…/page/{n}). The filters are links between these
 * lists, so a filter always shows the whole of what it names, with JavaScript off too.
 */

export const GIFT_VOUCHERS = '/gift-vouchers';

export type VoucherListing = CatalogueListing & {
  vouchers: NonNullable<CatalogueListing['vouchers']>;
};

/** A listing's categories: the one it is listed under, and those it is also found by. */
export const categoriesOf = (listing: CatalogueListing) =>
  listing.kind === 'business' ? [listing.category, ...(listing.alsoIn ?? [])] : [listing.category];

/** The listings that offer gift vouchers, best rated first as every search ranks them. */
const offering = bestRated(
  catalogue.filter((listing): listing is VoucherListing => Boolean(listing.vouchers)),
);

/** One list: all of them, or those of an area or a category. */
export type GiftVoucherList = {
  href: string;
  area?: Area;
  category?: Category;
  listings: readonly VoucherListing[];
};

export const giftVoucherLists: readonly GiftVoucherList[] = [
  { href: GIFT_VOUCHERS, listings: offering },
  ...areas.flatMap((area) => {
    const listings = offering.filter((listing) => listing.location === area.slug);
    return listings.length ? [{ href: `${GIFT_VOUCHERS}/in/${area.slug}`, area, listings }] : [];
  }),
  ...categories.flatMap((category) => {
    const listings = offering.filter((listing) => categoriesOf(listing).includes(category.id));
    return listings.length
      ? [{ href: `${GIFT_VOUCHERS}/${categorySlug(category.id)}`, category, listings }]
      : [];
  }),
];

/** Every page of every list: its address, then …/page/2 and on. */
export function giftVoucherHrefs(): string[] {
  return giftVoucherLists.flatMap((list) =>
    pageNumbers(pageCount(list.listings.length)).map((n) => pageHref(list.href, n)),
  );
}

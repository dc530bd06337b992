import { notFound } from 'next/navigation';
import { Link } from '@/components/link';
import { JsonLd } from '@/components/json-ld';
import { LaterPageHero } from '@/components/later-page-hero';
import { ListingRating, ListingTitle } from '@/components/listing-card-parts';
import { PageHero } from '@/components/page-hero';
import { Pagination } from '@/components/pagination';
import { areaName } from '@/lib/catalogue';
import { catalogueWordsIn, categoryOf, translateListing } from '@/lib/catalogue-words';
import {
  GIFT_VOUCHERS,
  giftVoucherHrefs,
  giftVoucherLists,
  type GiftVoucherList,
} from '@/lib/gift-voucher-pages';
import { listingHref } from '@/lib/hrefs';
import { intlLocale } from '@/lib/i18n';
import { laterPageText } from '@/lib/later-page-text';
import { pageMetadata } from '@/lib/metadata';
import { currentLang, dictionary } from '@/lib/page-language';
import { pageCount, pageHref, pageOf } from '@/lib/pages';
import { fill, fillCount, sentenceCase } from '@/lib/template';
import { VOUCHERS_ANCHOR, voucherChoices } from '@/lib/voucher-request';
import { VoucherListLinks } from '../voucher-list-links';

/*
 * /gift-vouchers (D37): the listings that offer gift vouchers, 24 a page, and the same for each
 * area and category that has them (lib/gift-voucher-pages.ts). One optional catch-all for all
 * of them, so that the build always has a page to make.
 */
type Props = { params: Promise<{ rest?: string[] }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return giftVoucherHrefs().map((href) => ({
    rest: href.slice(GIFT_VOUCHERS.length).split('/').filter(Boolean),
  }));
}

/** The list and page an address names, in the page's language; not found where there is none. */
async function findPage({ params }: Props) {
  const rest = (await params).rest ?? [];
  const paged = rest.length >= 2 && rest.at(-2) === 'page';
  const page = paged ? Number(rest.at(-1)) : 1;
  const href = [GIFT_VOUCHERS, ...(paged ? rest.slice(0, -2) : rest)].join('/');
  const list = giftVoucherLists.find((item) => item.href === href);
  const count = pageCount(list?.listings.length ?? 0);
  if (!list || !Number.isInteger(page) || page < 1 || page > count) notFound();
  const lang = await currentLang();
  const words = catalogueWordsIn[lang];
  const { page: text } = (await dictionary()).giftVouchers.giftVouchers;
  const total = list.listings.length;
  const category = list.category && words.categoryPlurals[list.category.id]!;
  const title = list.area
    ? fill(text.inArea, { area: list.area.name })
    : category
      ? fill(text.inCategory, { category })
      : text.title;
  const shown = pageOf(list.listings, page).map((listing) => translateListing(listing, words));
  const later =
    page > 1 ? laterPageText({ title, shown, page, count, total, prices: false, lang }) : undefined;
  const intro = list.area
    ? fillCount(lang, text.areaIntro, total, { area: list.area.name })
    : category
      ? fillCount(lang, text.categoryIntro, total, {
          category: sentenceCase(category, intlLocale[lang]),
        })
      : text.intro;
  const description = list.area
    ? fillCount(lang, text.areaDescription, total, { area: list.area.name })
    : category
      ? fillCount(lang, text.categoryDescription, total, { category })
      : fill(text.description, { count: total });
  return {
    list,
    lang,
    page,
    count,
    shown,
    later,
    title,
    intro,
    description: later?.description ?? description,
  };
}

export async function generateMetadata(props: Props) {
  const { list, page, later, title, description } = await findPage(props);
  const { page: text } = (await dictionary()).giftVouchers.giftVouchers;
  return pageMetadata({
    title: later?.heading ?? (list.href === GIFT_VOUCHERS ? text.metaTitle : title),
    description,
    path: pageHref(list.href, page),
  });
}

/**
 * A list of listings that offer gift vouchers, a page at a time, with links to the lists of each
 * area and category. Each card says what a voucher can be for and leads to its request.
 */
export default async function GiftVouchersPage(props: Props) {
  const { list, lang, page, count, shown, later, title, intro } = await findPage(props);
  const { page: text, offer } = (await dictionary()).giftVouchers.giftVouchers;
  const words = catalogueWordsIn[lang];
  const everything = giftVoucherLists[0]!;
  const linkTo = ({ href, listings }: GiftVoucherList, name: string) => ({
    href,
    name,
    count: listings.length,
  });
  return (
    <>
      <JsonLd
        of="itemList"
        args={[later?.heading ?? title, shown.map(({ id, name }) => ({ id, name })), lang]}
      />
      {later ? (
        <div className="bg-gradient-to-b from-brand-50 to-white">
          <LaterPageHero later={later} firstPage={list.href} />
        </div>
      ) : (
        <PageHero title={title} intro={intro} />
      )}
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        {!later && list === everything ? (
          <p className="font-semibold text-slate-900">
            {fillCount(lang, text.count, everything.listings.length)}
          </p>
        ) : null}
        <div className="mt-8 space-y-6">
          <VoucherListLinks
            id="voucher-areas"
            title={text.filters.byArea}
            links={[
              linkTo(everything, text.filters.all),
              ...giftVoucherLists.flatMap((item) =>
                item.area ? [linkTo(item, item.area.name)] : [],
              ),
            ]}
            current={list.href}
            label={text.filters.link}
            lang={lang}
          />
          <VoucherListLinks
            id="voucher-categories"
            title={text.filters.byCategory}
            links={giftVoucherLists.flatMap((item) =>
              item.category ? [linkTo(item, words.categoryPlurals[item.category.id]!)] : [],
            )}
            current={list.href}
            label={text.filters.link}
            lang={lang}
          />
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((listing) => (
            <li key={listing.id}>
              <article
                aria-labelledby={`${listing.id}-name`}
                className="flex h-full flex-col gap-2 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
              >
                <ListingTitle
                  listing={listing}
                  lang={lang}
                  className="text-lg font-semibold text-slate-900"
                />
                <p className="text-sm font-medium text-brand-800">
                  {categoryOf(listing, words)} · {areaName(listing.location)}
                </p>
                <ListingRating listing={listing} lang={lang} />
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
                    {fill(text.ask, { name: listing.name })}
                  </Link>
                </p>
              </article>
            </li>
          ))}
        </ul>
        <Pagination path={list.href} current={page} count={count} className="mt-10" />
      </div>
    </>
  );
}

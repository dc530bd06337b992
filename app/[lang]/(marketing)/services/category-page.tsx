import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { categoryTrail } from '@/lib/breadcrumbs';
import { JsonLd } from '@/components/json-ld';
import { Link } from '@/components/link';
import { PageLinks, type PageLink } from '@/components/page-links';
import { Pagination } from '@/components/pagination';
import { Section } from '@/components/section';
import { areas, categories, categoryPage, categoryPages, type CategoryPage } from '@/lib/catalogue';
import { areaHref, categoryHref, listingHref } from '@/lib/hrefs';
import { categorySlug } from '@/lib/category-pages';
import { categoryPageText } from '@/lib/category-page-text';
import { laterPageText } from '@/lib/later-page-text';
import { catalogueWordsIn } from '@/lib/catalogue-words';
import { dealWhen, discountText } from '@/lib/deals';
import { intlLocale } from '@/lib/i18n';
import { maxTitleLength, pageMetadata } from '@/lib/metadata';
import { formatKes } from '@/lib/money';
import { currentLang, dictionary } from '@/lib/page-language';
import { pageCount, pageHref, pageNumbers, pageOf } from '@/lib/pages';
import { fill, fillCount, sentenceCase } from '@/lib/template';
import { ListingSummaries } from './area-page';
import { LaterPageHero } from '@/components/later-page-hero';
import { DealsToday } from '@/components/islands/deals-today';
import { builtAt } from '@/lib/built-at';
import { zonedNow } from '@/lib/opening-hours';

/*
 * A category's page (/services/nail-salons) and a category's page in an area
 * (/services/nail-salons/in/kilimani), D34: only where lib/category-pages.ts's threshold is
 * met, each with facts from its own listings, its listings best-rated first and paged as the
 * area pages are, and links to its neighbours that have a page.
 */

/** How many deals a page lists (it counts them all). */
const DEALS_SHOWN = 8;

/** The params of every category page but the first of each category (services/[slug]/[...rest]). */
export function categoryPageParams() {
  return categoryPages.flatMap((page) =>
    pageNumbers(pageCount(page.listings.length))
      .filter((n) => page.area || n > 1)
      .map((n) => ({
        slug: categorySlug(page.category.id),
        rest: [...(page.area ? ['in', page.area.slug] : []), ...(n > 1 ? ['page', String(n)] : [])],
      })),
  );
}

/** One page of a category (in an area), in the page's language; not found where there is none. */
async function findCategoryPage(id: string, areaSlug: string | undefined, page: number) {
  const found = categoryPage(id, areaSlug);
  if (!found) notFound();
  const count = pageCount(found.listings.length);
  if (page > count) notFound();
  const lang = await currentLang();
  const { categoryPage: text } = (await dictionary()).categoryPages;
  const written = categoryPageText(found, lang);
  const { area, category, listings } = written;
  const paged = page > 1;
  // Counted by kind, a title can outgrow what search results show: then it goes without the
  // price (the shorter of the two where neither fits).
  // The category's words open the title, and may be written in lower case (Kiswahili's are).
  const [title, shorter] = [written.fullTitle, written.shortTitle].map((words) => {
    const opening = sentenceCase(words, intlLocale[lang]);
    return paged ? fill(text.pagedTitle, { title: opening, page, count }) : opening;
  }) as [string, string];
  const heading = fill(text.inArea, { category, area });
  const shown = pageOf(listings, page);
  // Page 2 onwards says what it shows itself; the overview stays on page 1.
  const later = paged
    ? laterPageText({ title: heading, shown, page, count, total: listings.length, lang })
    : undefined;
  return {
    ...written,
    found,
    lang,
    heading,
    later,
    summary: written.fullTitle,
    listings,
    shown,
    page,
    count,
    path: pageHref(found.href, page),
    title: title.length > maxTitleLength ? shorter : title,
    description: later?.description ?? written.description,
  };
}

export async function categoryPageMetadata(id: string, area: string | undefined, page: number) {
  const { title, description, path } = await findCategoryPage(id, area, page);
  return pageMetadata({ title, description, path });
}

/** What people search: a category, or a category in an area, with what its places offer. */
export async function CategoryPageView({
  id,
  area: areaSlug,
  page: pageNumber,
}: {
  id: string;
  area?: string;
  page: number;
}) {
  const page = await findCategoryPage(id, areaSlug, pageNumber);
  const { found, facts, lang } = page;
  const { categoryPages: copy, deals } = await dictionary();
  const text = copy.categoryPage;
  const words = catalogueWordsIn[lang];
  const trail = [
    ...categoryTrail(id, found.area?.slug, lang),
    ...(page.page > 1
      ? [{ label: fill(text.pageCrumb, { page: page.page }), href: page.path }]
      : []),
  ];
  const linkTo = (other: CategoryPage, name: string): PageLink => ({
    href: other.href,
    name,
    category: other.category.id,
    listings: other.listings,
  });
  // The category in the areas that have its page (on an area's page, the others).
  const areaLinks = areas.flatMap((area) => {
    const other = area.slug === found.area?.slug ? undefined : categoryPage(id, area.slug);
    return other ? [linkTo(other, area.name)] : [];
  });
  // The area's other categories that have a page there.
  const categoryLinks = found.area
    ? categories.flatMap((category) => {
        const other = category.id === id ? undefined : categoryPage(category.id, found.area!.slug);
        return other ? [linkTo(other, words.categoryPlurals[category.id]!)] : [];
      })
    : [];
  const dealsOn = page.listings.flatMap((listing) =>
    (listing.offers ?? []).map((offer, index) => ({ listing, offer, index })),
  );
  return (
    <>
      <JsonLd
        of="itemList"
        args={[
          page.later?.heading ?? page.heading,
          page.shown.map(({ id, name }) => ({ id, name })),
          lang,
        ]}
      />
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <Breadcrumbs trail={trail} />
        {page.later ? (
          <LaterPageHero later={page.later} firstPage={found.href} />
        ) : (
          <div className="mx-auto max-w-7xl px-4 pb-12 pt-8 sm:px-6 lg:px-8">
            <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
              {page.heading}
            </h1>
            <p className="mt-4 text-lg font-semibold text-brand-800">{page.summary}</p>
            <p className="mt-4 max-w-3xl text-lg text-slate-700">{page.intro}</p>
            {page.categoryIntro ? (
              <p className="mt-4 max-w-3xl text-lg text-slate-700">{page.categoryIntro}</p>
            ) : null}
          </div>
        )}
      </div>

      {page.later ? null : (
        <Section id="facts" title={text.factsTitle} className="pt-4 sm:pt-6">
          <div className="mt-6 grid gap-8 lg:grid-cols-2">
            <ul className="space-y-2 text-slate-800">
              {page.factLines.map((line) => (
                <li key={line}>{line}</li>
              ))}
              <li>
                {page.dealsByDay}{' '}
                <DealsToday
                  offers={page.listings.flatMap((listing) =>
                    (listing.offers ?? []).map(({ days, from, until, ends }) => ({
                      days,
                      from,
                      until,
                      ends,
                    })),
                  )}
                  builtOn={zonedNow(builtAt).date}
                  lang={lang}
                  words={text.facts.deals}
                />
              </li>
            </ul>
            {facts.prices.length ? (
              <div>
                <h3 className="text-lg font-semibold text-slate-900">{text.pricesTitle}</h3>
                <ul className="mt-2 space-y-2 text-slate-800">
                  {facts.prices.map((prices) => (
                    <li key={prices.service}>
                      {fillCount(lang, text.price, prices.listings, {
                        service: prices.service,
                        lowest: formatKes(prices.lowest),
                        median: formatKes(prices.median),
                      })}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
          {dealsOn.length ? (
            <div className="mt-8">
              <h3 className="text-lg font-semibold text-slate-900">{text.dealsTitle}</h3>
              <ul className="mt-2 space-y-2 text-slate-800">
                {dealsOn.slice(0, DEALS_SHOWN).map(({ listing, offer, index }) => (
                  <li key={`${listing.id}-${index}`}>
                    <Link
                      href={`${listingHref(listing.id)}#services`}
                      className="font-semibold text-brand-800 underline"
                    >
                      {listing.name}
                    </Link>
                    {': '}
                    {fill(text.deal, {
                      discount: discountText(offer.discount, deals.dealText),
                      services: offer.services.join(', '),
                      when: dealWhen(offer, lang, deals.dealText),
                    })}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </Section>
      )}

      <Section id="listings" title={text.listingsTitle} intro={text.listingsIntro}>
        <ListingSummaries listings={page.shown} />
        <Pagination path={found.href} current={page.page} count={page.count} className="mt-10" />
      </Section>

      <div className="bg-slate-50 py-12">
        <div className="mx-auto max-w-7xl space-y-10 px-4 sm:px-6 lg:px-8">
          <PageLinks
            id="category-areas"
            title={fill(found.area ? text.otherAreas : text.byArea, { category: page.category })}
            links={areaLinks}
          />
          {found.area ? (
            <PageLinks
              id="area-categories"
              title={fill(text.otherCategories, { area: page.area })}
              links={categoryLinks}
            />
          ) : null}
          {found.area ? (
            <ul className="flex flex-wrap gap-x-8 gap-y-2 font-semibold text-brand-800">
              {categoryPage(id) ? (
                <li>
                  <Link href={categoryHref(id)} className="underline">
                    {fill(text.allAreas, { category: page.category })}
                  </Link>
                </li>
              ) : null}
              <li>
                <Link href={areaHref(found.area.slug)} className="underline">
                  {fill(text.everythingIn, { area: page.area })}
                </Link>
              </li>
            </ul>
          ) : null}
        </div>
      </div>
    </>
  );
}

import { notFound } from 'next/navigation';
import { AreaDirectory } from '@/components/area-directory';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { JsonLd } from '@/components/json-ld';
import { PageLinks } from '@/components/page-links';
import { Pagination } from '@/components/pagination';
import { Section } from '@/components/section';
import {
  BookNow,
  ListingRating,
  ListingTitle,
  ServiceNames,
} from '@/components/listing-card-parts';
import {
  areas,
  bestRated,
  categories,
  categoryPage,
  listingsIn,
  type CatalogueListing,
} from '@/lib/catalogue';
import { headlinePrice, headlinePriceText } from '@/lib/listing-prices';
import { pageMetadata } from '@/lib/metadata';
import { formatOpeningHours } from '@/lib/opening-hours';
import { currentLang, dictionary } from '@/lib/page-language';
import { pageCount, pageHref, pageNumbers, pageOf } from '@/lib/pages';
import { fill } from '@/lib/template';
import { cn } from '@/lib/cn';
import { laterPageText } from '@/lib/later-page-text';
import { LaterPageHero } from '@/components/later-page-hero';
import { kindsOf } from '@/lib/catalogue-words';
import { catalogueWords, categoryOf, localListingsIn } from './catalogue-words';
import { areaHref } from '@/lib/hrefs';
import { CardDealPrice } from '@/components/listing-card';
import { cardData, cardWords } from '@/lib/listing-card';

/*
 * An area's listings, 24 a page: /services/in/{area} is page 1 and /services/in/{area}/page/{n}
 * the rest. The route is services/[slug]/[...rest] (slug "in"), which also holds the category
 * pages' later pages: with output: 'export' Next stops the build when a generateStaticParams
 * returns no params, and every catalogue has an area, while it may have no category page to
 * page or to put in an area.
 */

/** The params of every page of every area, for services/[slug]/[...rest]. */
export function areaPageParams() {
  return areas.flatMap((area) =>
    pageNumbers(pageCount(listingsIn(area.slug).length)).map((n) => ({
      slug: 'in',
      rest: n === 1 ? [area.slug] : [area.slug, 'page', String(n)],
    })),
  );
}

/** The area, its introduction and one page of its listings, in the page's language. */
async function findAreaPage(slug: string, page: number) {
  const area = areas.find((item) => item.slug === slug);
  if (!area) notFound();
  const lang = await currentLang();
  const all = bestRated(await localListingsIn(area.slug));
  const count = pageCount(all.length);
  if (page > count) notFound();

  const { areaPage } = (await dictionary()).areaPages;
  const areaTitle = fill(areaPage.title, { area: area.name });
  const paged = page > 1;
  const description = fill(areaPage.description, {
    kinds: kindsOf(all, lang, areaPage.professionals),
    area: area.name,
    county: area.county,
  });
  const listings = pageOf(all, page);
  // Page 2 onwards says what it shows itself; the area's introduction stays on page 1.
  const later = paged
    ? laterPageText({ title: areaTitle, shown: listings, page, count, total: all.length, lang })
    : undefined;
  return {
    ...area,
    lang,
    intro: area.intro[lang],
    later,
    listings,
    page,
    count,
    path: pageHref(areaHref(area.slug), page),
    title: later?.heading ?? areaTitle,
    description: later?.description ?? description,
  };
}

export async function areaPageMetadata(slug: string, page: number) {
  const { title, description, path } = await findAreaPage(slug, page);
  return pageMetadata({ title, description, path });
}

/** Everything bookable in one neighbourhood, a page at a time. */
export async function AreaPage({ slug, page }: { slug: string; page: number }) {
  const area = await findAreaPage(slug, page);
  const { areaPages, categoryPages, listingPage, sharedLinks } = await dictionary();
  const { areaPage } = areaPages;
  const words = await catalogueWords();
  // The area's categories that have a page here (D34): plain links, with JavaScript off too.
  const categoryLinks = categories.flatMap((category) => {
    const found = categoryPage(category.id, area.slug);
    return found
      ? [
          {
            href: found.href,
            name: words.categoryPlurals[category.id]!,
            category: category.id,
            listings: found.listings,
          },
        ]
      : [];
  });
  return (
    <>
      <JsonLd
        of="itemList"
        args={[area.title, area.listings.map(({ id, name }) => ({ id, name })), area.lang]}
      />
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <Breadcrumbs
          trail={[
            sharedLinks.homeLink,
            { label: listingPage.profilePage.breadcrumb, href: '/services' },
            { label: area.name, href: areaHref(area.slug) },
            ...(area.page > 1
              ? [{ label: fill(areaPage.pageCrumb, { page: area.page }), href: area.path }]
              : []),
          ]}
        />
        {area.later ? <LaterPageHero later={area.later} firstPage={areaHref(area.slug)} /> : null}
        <div className={cn('mx-auto max-w-7xl px-4 pb-12 sm:px-6 lg:px-8', !area.later && 'pt-8')}>
          {area.later ? null : (
            <>
              <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
                {area.title}
              </h1>
              <p className="mt-6 max-w-3xl text-lg text-slate-700">{area.intro}</p>
            </>
          )}
          <PageLinks
            id="area-categories"
            title={fill(categoryPages.categoryPage.areaCategories, { area: area.name })}
            links={categoryLinks}
            className="mt-8"
          />
        </div>
      </div>

      <Section id="listings" title={areaPage.listingsTitle} className="pt-4 sm:pt-6">
        <ListingSummaries listings={area.listings} />
        <Pagination
          path={areaHref(area.slug)}
          current={area.page}
          count={area.count}
          className="mt-10"
        />
      </Section>

      <div className="bg-slate-50 py-12">
        <AreaDirectory leaveOut={area.slug} className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8" />
      </div>
    </>
  );
}

/** A page's listings as summaries, three across on a wide screen. */
export function ListingSummaries({ listings }: { listings: readonly CatalogueListing[] }) {
  return (
    <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {listings.map((listing) => (
        <li key={listing.id}>
          <ListingSummary listing={listing} />
        </li>
      ))}
    </ul>
  );
}

/** A listing: its name (to its page), what and when, and Book Now. */
async function ListingSummary({ listing }: { listing: CatalogueListing }) {
  const lang = await currentLang();
  const { cardText } = (await dictionary()).services;
  const category = categoryOf(listing, await catalogueWords());
  return (
    <article
      aria-labelledby={`${listing.id}-name`}
      className="flex h-full flex-col gap-2 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <ListingTitle
        listing={listing}
        lang={lang}
        className="text-lg font-semibold text-slate-900"
      />
      <p className="text-sm font-medium text-brand-800">{category}</p>
      <ListingRating listing={listing} lang={lang} />
      <p className="text-sm text-slate-700">
        <ServiceNames listing={listing} lang={lang} />
      </p>
      <p className="text-sm text-slate-600">
        {headlinePriceText(headlinePrice(listing.services), lang)} · {cardText.open}{' '}
        {formatOpeningHours(listing.hours, lang, { midSentence: true })}
      </p>
      <CardDealPrice card={cardData(listing.id, lang)} words={cardWords(lang)} />
      <div className="mt-auto pt-3">
        <BookNow listing={listing} lang={lang} size="sm" />
      </div>
    </article>
  );
}

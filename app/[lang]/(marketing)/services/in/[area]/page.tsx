import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { ButtonLink } from '@/components/button-link';
import { JsonLd } from '@/components/json-ld';
import { Section } from '@/components/section';
import {
  BookNow,
  ListingRating,
  ListingTitle,
  ServiceNames,
} from '@/components/listing-card-parts';
import { areaHref, areas, type CatalogueListing } from '@/lib/catalogue';
import { priceRange } from '@/lib/listing-structured-data';
import { pageMetadata } from '@/lib/metadata';
import { formatOpeningHours } from '@/lib/opening-hours';
import { currentLang, dictionary } from '@/lib/page-language';
import { catalogueWords, categoryOf, localCatalogue } from '../../catalogue-words';

type Props = { params: Promise<{ area: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return areas.map((area) => ({ area: area.slug }));
}

/** The area, its introduction and its listings, in the page's language. */
async function findArea(slug: string) {
  const area = areas.find((item) => item.slug === slug);
  if (!area) notFound();
  const { lang, listings } = await localCatalogue();
  return {
    ...area,
    intro: area.intro[lang],
    listings: listings.filter((listing) => listing.location === area.slug),
  };
}

export async function generateMetadata({ params }: Props) {
  const area = await findArea((await params).area);
  const { areaPage } = (await dictionary()).areaPages;
  return pageMetadata({
    title: `${areaPage.titleBefore} ${area.name}`,
    description: areaPage.description(area.name, area.listings.length),
    path: areaHref(area.slug),
  });
}

/** Everything bookable in one neighbourhood. */
export default async function AreaPage({ params }: Props) {
  const area = await findArea((await params).area);
  const lang = await currentLang();
  const { areaPages, listingPage, sharedLinks } = await dictionary();
  const { areaPage } = areaPages;
  const title = `${areaPage.titleBefore} ${area.name}`;
  return (
    <>
      <JsonLd of="area" args={[title, area.listings.map(({ id, name }) => ({ id, name })), lang]} />
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <Breadcrumbs
          trail={[
            sharedLinks.homeLink,
            { label: listingPage.profilePage.breadcrumb, href: '/services' },
            { label: area.name, href: areaHref(area.slug) },
          ]}
        />
        <div className="mx-auto max-w-7xl px-4 pb-12 pt-8 sm:px-6 lg:px-8">
          <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
          <p className="mt-6 max-w-3xl text-lg text-slate-700">{area.intro}</p>
        </div>
      </div>

      <Section id="listings" title={areaPage.listingsTitle} className="pt-4 sm:pt-6">
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {area.listings.map((listing) => (
            <li key={listing.id}>
              <ListingSummary listing={listing} />
            </li>
          ))}
        </ul>
      </Section>

      <nav aria-labelledby="other-areas" className="bg-slate-50 py-12">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="other-areas" className="text-2xl font-bold text-slate-900">
            {areaPage.otherAreas}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-3">
            {areas
              .filter((other) => other.slug !== area.slug)
              .map((other) => (
                <li key={other.slug}>
                  <ButtonLink href={areaHref(other.slug)} variant="secondary" size="sm">
                    {other.name}
                  </ButtonLink>
                </li>
              ))}
          </ul>
        </div>
      </nav>
    </>
  );
}

/** A listing in the area: its name (to its page), what and when, and Book Now. */
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
        {priceRange(listing)} · {cardText.open} {formatOpeningHours(listing.hours, lang)}
      </p>
      <div className="mt-auto pt-3">
        <BookNow listing={listing} lang={lang} size="sm" />
      </div>
    </article>
  );
}

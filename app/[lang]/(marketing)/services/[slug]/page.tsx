import { FavouriteButton } from '@/components/islands/favourite-button';
import { Link } from '@/components/link';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { ButtonLink } from '@/components/button-link';
import { JsonLd } from '@/components/json-ld';
import { Section } from '@/components/section';
import { Stars } from '@/components/stars';
import { StaticImage } from '@/components/static-image';
import { OpenNow } from '@/components/islands/open-now';
import {
  areaCounty,
  areaName,
  catalogue,
  categoryBySlug,
  categoryPages,
  listingAddress,
  listingImage,
  workingTeam,
  workplacesOf,
  type CatalogueListing,
} from '@/lib/catalogue';
import { classServices } from '@/lib/classes';
import { priceBounds, priceRange } from '@/lib/listing-structured-data';
import { formatKes } from '@/lib/money';
import { DESCRIPTION_LENGTH } from '@/lib/description';
import { pageMetadata } from '@/lib/metadata';
import { formatOpeningHours, openNowWords } from '@/lib/opening-hours';
import { currentLang, dictionary } from '@/lib/page-language';
import { ownWordsLang, showsOwnEnglish } from '@/lib/catalogue-words';
import { formatPhone } from '@/lib/phone-number';
import { catalogueWords, categoryOf, localListing } from '../catalogue-words';
import { AboutListing, DirectionsLink } from './about-listing';
import { listingTrail } from '@/lib/breadcrumbs';
import { categorySlug } from '@/lib/category-pages';
import { CategoryPageView, categoryPageMetadata } from '../category-page';
import { BookingSection } from './booking-section';
import { ClassTimetable } from './class-timetable';
import { OpeningHoursTable } from './opening-hours-table';
import { Reviews } from './reviews';
import { ServiceList } from './service-list';
import { SimilarListings } from './similar-listings';
import { WaitlistSection } from './waitlist-section';
import { VoucherSection } from './voucher-section';
import { VOUCHERS_ANCHOR } from '@/lib/voucher-request';
import { fill, fillCount } from '@/lib/template';
import { areaHref, listingHref } from '@/lib/hrefs';

type Props = { params: Promise<{ slug: string }> };

/** Where a link goes in a sentence. */
const MARK = '\u0000';

export const dynamicParams = false;

export function generateStaticParams() {
  return [
    ...catalogue.map((listing) => ({ slug: listing.id })),
    // A category's first page shares the address space (/services/nail-salons, D34); the
    // schema refuses a listing id that is a category's address.
    ...categoryPages
      .filter((page) => !page.area)
      .map((page) => ({ slug: categorySlug(page.category.id) })),
  ];
}

/** The listing in the page's language (its offer translated, its names as they are). */
async function findListing(slug: string): Promise<CatalogueListing> {
  const listing = await localListing(slug);
  if (!listing) notFound();
  return listing;
}

export async function generateMetadata({ params }: Props) {
  const { slug } = await params;
  const categoryHere = categoryBySlug(slug);
  if (categoryHere) return categoryPageMetadata(categoryHere.id, undefined, 1);
  const listing = await findListing(slug);
  const area = areaName(listing.location) ?? listing.location;
  const { ui, lang } = await dictionary();
  const category = categoryOf(listing, await catalogueWords());
  const describe = (services: readonly string[]) =>
    fillCount(lang, ui.profile.description, listing.reviewCount, {
      name: listing.name,
      area,
      county: areaCounty(listing.location) ?? '',
      services: services.join(', '),
      prices: priceRange(listing),
      rating: listing.rating,
    });
  // As many of its services as a search result shows, in the listing's order.
  const names = listing.services.map((service) => service.name);
  const description =
    names
      .map((_, cut) => describe(names.slice(0, names.length - cut)))
      .find((text) => text.length <= DESCRIPTION_LENGTH.max) ?? describe(names.slice(0, 1));
  return pageMetadata({
    title: fill(ui.profile.title, { name: listing.name, category, area }),
    description,
    path: listingHref(listing.id),
  });
}

/** A business's or a professional's own page: what they offer, when, and a booking request. */
export default async function ListingPage({ params }: Props) {
  const { slug } = await params;
  const categoryHere = categoryBySlug(slug);
  if (categoryHere) return <CategoryPageView id={categoryHere.id} page={1} />;
  const listing = await findListing(slug);
  const lang = await currentLang();
  const { listingPage, ui, giftVouchers } = await dictionary();
  const { profilePage, openNowText } = listingPage;
  const [lowest, highest] = priceBounds(listing);
  const openNow = openNowWords(openNowText, lang);
  const category = categoryOf(listing, await catalogueWords());
  const area = areaName(listing.location) ?? listing.location;
  const image = listingImage(listing);
  const workplaces = listing.kind === 'professional' ? workplacesOf(listing.id) : [];
  const mapHref = `https://www.openstreetmap.org/?mlat=${listing.geo.lat}&mlon=${listing.geo.lng}#map=18/${listing.geo.lat}/${listing.geo.lng}`;
  return (
    <>
      <JsonLd of="listing" args={[listing.id, lang]} />
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <Breadcrumbs trail={listingTrail(listing, lang)} />
        <section
          aria-labelledby="listing-name"
          className="mx-auto grid max-w-7xl items-center gap-8 px-4 pb-12 pt-8 sm:px-6 md:grid-cols-[1fr_minmax(0,24rem)] lg:px-8"
        >
          <div>
            <p className="font-semibold text-brand-800">
              {category} ·{' '}
              <Link href={areaHref(listing.location)} className="underline hover:text-brand-900">
                {area}
              </Link>
            </p>
            <h1
              id="listing-name"
              lang={ownWordsLang(listing.sw?.name, lang)}
              className="mt-2 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl"
            >
              {listing.name}
            </h1>
            {listing.kind === 'professional' ? (
              <p className="mt-2 text-slate-700">
                {fill(ui.profile.worksAt, { venue: listing.venue })}
              </p>
            ) : null}
            {/* The same person on a venue's team: its page, and whose prices apply there (D38). */}
            {workplaces.map((venue) => {
              const [before, after] = fill(profilePage.alsoAt.team, { venue: MARK }).split(MARK);
              return (
                <p key={venue.id} className="mt-2 text-slate-700">
                  {before}
                  <Link
                    href={listingHref(venue.id)}
                    className="font-semibold text-brand-800 underline"
                  >
                    {venue.name}
                  </Link>
                  {after} {fill(profilePage.alsoAt.prices, { venue: venue.name })}
                </p>
              );
            })}
            <p className="mt-4 flex flex-wrap items-center gap-2 text-slate-700">
              <Stars rating={listing.rating} />
              <a href="#reviews" className="underline hover:text-brand-800">
                {fillCount(lang, profilePage.reviews.summary, listing.reviewCount, {
                  rating: listing.rating.toFixed(1),
                })}
              </a>
            </p>
            <dl className="mt-6 grid gap-3 text-slate-800 sm:grid-cols-[auto_1fr] sm:gap-x-6">
              <dt className="font-semibold">{profilePage.address}</dt>
              <dd>
                <span lang={ownWordsLang(listing.sw?.street, lang)}>{listingAddress(listing)}</span>
                .{' '}
                <a href={mapHref} className="font-semibold text-brand-800 underline">
                  {profilePage.map}
                </a>{' '}
                · <DirectionsLink geo={listing.geo} />
              </dd>
              <dt className="font-semibold">{profilePage.whatsapp}</dt>
              <dd>
                <a href={`https://wa.me/${listing.whatsapp}`} className="text-brand-800 underline">
                  {formatPhone(listing.whatsapp)}
                </a>
              </dd>
            </dl>
            {lang === 'sw' && showsOwnEnglish(listing) ? (
              <p className="mt-3 text-sm text-slate-600">
                {fill(profilePage.ownEnglish, { name: listing.name })}
              </p>
            ) : null}
            <div className="mt-6 flex flex-wrap items-center gap-4">
              <ButtonLink href="#book">{profilePage.bookCta}</ButtonLink>
              {/* The cards' heart: saved here, it is listed on /favourites. */}
              <FavouriteButton
                id={listing.id}
                label={fill(ui.saveFavourite, { name: listing.name })}
              />
              {listing.vouchers ? (
                <ButtonLink href={`#${VOUCHERS_ANCHOR}`} variant="secondary">
                  {giftVouchers.giftVouchers.title}
                </ButtonLink>
              ) : null}
              <OpenNow hours={listing.hours} words={openNow} />
            </div>
          </div>
          {/* On a phone this picture is the largest thing in the first screen: load it first. */}
          <StaticImage
            priority
            src={image.src}
            alt=""
            width={image.width}
            height={image.height}
            className={
              listing.kind === 'business'
                ? 'h-auto w-full rounded-2xl shadow-sm'
                : 'mx-auto size-48 rounded-full shadow-sm md:size-64'
            }
          />
        </section>
      </div>

      <Section
        id="services"
        title={profilePage.services.title}
        intro={fill(profilePage.services.range, {
          from: formatKes(lowest),
          to: formatKes(highest),
        })}
      >
        <ServiceList
          services={listing.services}
          offers={listing.offers}
          classes={classServices(listing)}
        />
      </Section>

      <ClassTimetable listing={listing} />

      <AboutListing listing={listing} />

      {listing.kind === 'business' ? (
        <Section id="team" title={profilePage.team.title} className="bg-slate-50">
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {workingTeam(listing).map((member) => (
              <li key={member.name} className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
                <p className="font-semibold text-slate-900">
                  {member.listing ? (
                    <Link
                      href={listingHref(member.listing)}
                      aria-label={fill(profilePage.team.ownPage, { name: member.name })}
                      className="text-brand-800 underline"
                    >
                      {member.name}
                    </Link>
                  ) : (
                    member.name
                  )}
                </p>
                <p className="text-sm text-slate-700" lang={ownWordsLang(member.sw?.role, lang)}>
                  {member.role}
                </p>
                <p className="mt-2 text-sm text-slate-700">
                  {fill(profilePage.team.works, {
                    hours: formatOpeningHours(member.hours, lang, { midSentence: true }),
                  })}
                </p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section id="hours" title={profilePage.hours.title} intro={profilePage.hours.note}>
        <div className="mt-6">
          <OpenNow hours={listing.hours} words={openNow} />
        </div>
        <OpeningHoursTable hours={listing.hours} />
      </Section>

      <Section id="reviews" title={profilePage.reviews.title} className="bg-slate-50">
        <Reviews listing={listing} />
      </Section>

      <BookingSection listing={listing} />

      <WaitlistSection listing={listing} />

      {listing.vouchers ? (
        <VoucherSection listing={{ ...listing, vouchers: listing.vouchers }} />
      ) : null}

      <SimilarListings listing={listing} />

      <p className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <Link href={areaHref(listing.location)} className="font-semibold text-brand-800 underline">
          {fill(profilePage.area, { area })}
        </Link>
      </p>
    </>
  );
}

import { StaticImage } from '@/components/static-image';
import { ButtonLink } from '@/components/button-link';
import { FavouriteButton } from '@/components/islands/favourite-button';
import { Stars } from '@/components/stars';
import { Link } from '@/components/link';
import { areaName } from '@/content/areas';
import {
  bookingHref,
  businessImages,
  listingHref,
  type Business,
  type Professional,
} from '@/content/catalogue';
import { formatOpeningHours } from '@/lib/opening-hours';
import { currentLang, dictionary } from '@/lib/page-language';
import { catalogueWords } from './catalogue-words';
import { RatingInput } from './rating-input';

/**
 * The cards of /services. They are server components in the page's language, given listings
 * already in it (catalogue-words.ts); the islands they sit in only show and hide them.
 */

async function Rating({ rating, reviews }: { rating: number; reviews: number }) {
  const { ui } = await dictionary();
  return (
    <p className="flex items-center gap-2 text-sm text-slate-700">
      <Stars rating={rating} />
      <span aria-hidden="true" className="font-semibold text-slate-900">
        {rating.toFixed(1)}
      </span>
      <span>({ui.reviewCount(reviews)})</span>
    </p>
  );
}

async function BookNow({ id, name, className }: { id: string; name: string; className?: string }) {
  const { cardText } = (await dictionary()).services;
  return (
    <ButtonLink href={bookingHref(id)} className={className}>
      {cardText.bookNow}
      <span className="sr-only">
        {' '}
        {cardText.bookWith} {name}
      </span>
    </ButtonLink>
  );
}

/** The card's title: the way to the listing's own page. */
function ListingLink({ id, name }: { id: string; name: string }) {
  return (
    <Link href={listingHref(id)} className="hover:text-brand-700 hover:underline">
      {name}
    </Link>
  );
}

/** A business under Recommended Services. Its id is the page anchor of the card. */
export async function BusinessCard({ business }: { business: Business }) {
  const image = businessImages[business.category];
  const lang = await currentLang();
  const { services, ui } = await dictionary();
  const { categoryNames } = await catalogueWords();
  return (
    <article
      id={business.id}
      aria-labelledby={`${business.id}-name`}
      className="relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <StaticImage
        src={image.src}
        alt=""
        width={image.width}
        height={image.height}
        loading="lazy"
        className="h-auto w-full"
      />
      <FavouriteButton
        id={business.id}
        label={ui.saveFavourite(business.name)}
        className="absolute right-3 top-3"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 id={`${business.id}-name`} className="text-lg font-semibold text-slate-900">
          <ListingLink id={business.id} name={business.name} />
        </h3>
        <p className="text-sm text-slate-600">
          {categoryNames[business.category]} · {areaName(business.location)}
        </p>
        <Rating rating={business.rating} reviews={business.reviewCount} />
        <p className="text-sm text-slate-700">
          {business.services.map((service) => service.name).join(' · ')}
        </p>
        <p className="text-sm text-slate-600">
          {services.cardText.open} {formatOpeningHours(business.hours, lang)}
        </p>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-4 pt-3">
          <RatingInput id={business.id} name={business.name} />
          <BookNow id={business.id} name={business.name} className="px-4 py-2.5 text-sm" />
        </div>
      </div>
    </article>
  );
}

/** A professional under Book Top Talents. */
export async function ProfessionalCard({ professional }: { professional: Professional }) {
  const lang = await currentLang();
  const { cardText } = (await dictionary()).services;
  return (
    <article
      id={professional.id}
      aria-labelledby={`${professional.id}-name`}
      className="flex h-full flex-col items-center rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
    >
      <StaticImage
        src={professional.image.src}
        alt=""
        width={96}
        height={96}
        loading="lazy"
        className="size-24 rounded-full"
      />
      <h3 id={`${professional.id}-name`} className="mt-4 text-lg font-semibold text-slate-900">
        <ListingLink id={professional.id} name={professional.name} />
      </h3>
      <p className="font-medium text-brand-800">{professional.profession}</p>
      <p className="mt-2 text-sm text-slate-600">
        {formatOpeningHours(professional.hours, lang)} {cardText.at} {professional.venue}
      </p>
      <div className="mt-3">
        <Rating rating={professional.rating} reviews={professional.reviewCount} />
      </div>
      <div className="mt-auto w-full pt-4">
        <BookNow id={professional.id} name={professional.name} className="w-full py-2.5 text-sm" />
      </div>
    </article>
  );
}

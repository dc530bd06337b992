import { StarRating } from '@/components/star-rating';
import { StaticImage } from '@/components/static-image';
import {
  areaName,
  bookingHref,
  listingHref,
  listingImage,
  type CatalogueListing,
} from '@/lib/catalogue';
import { dictionaryOf } from '@/content/dictionary';
import { catalogueWordsIn, listingIn, ownWordsLang } from '@/lib/catalogue-words';
import { localizePath, type Lang } from '@/lib/i18n';
import { formatOpeningHours } from '@/lib/opening-hours';
import { buttonClass, type ButtonStyle } from './button';
import { OwnWordsList } from './own-words';

/*
 * What a listing's card shows, drawn from the listing in the page's language: its title, rating
 * and Book Now, shared by the cards of /services and the area pages' summaries, and the rest of
 * each /services card but a business's favourite heart, which is an island (listing-cards.tsx).
 */

const STAR_COUNTS = [1, 2, 3, 4, 5] as const;

function listingOf(id: string, lang: Lang): CatalogueListing {
  const listing = listingIn(id, lang);
  if (!listing) throw new Error(`No listing at /services/${id}`);
  return listing;
}

/** What each part of a card is drawn from: the listing, in the page's language. */
export type ListingPart = { listing: CatalogueListing; lang: Lang };

/** "★★★★★ 4.8 (126 reviews)": the stars name the rating, so the number is for the eye only. */
export function ListingRating({ listing, lang }: ListingPart) {
  const { ui } = dictionaryOf(lang);
  return (
    <p className="flex items-center gap-2 text-sm text-slate-700">
      <StarRating rating={listing.rating} label={ui.rating(listing.rating, 5)} />
      <span aria-hidden="true" className="font-semibold text-slate-900">
        {listing.rating.toFixed(1)}
      </span>
      <span>({ui.reviewCount(listing.reviewCount)})</span>
    </p>
  );
}

/** Book Now, read as "Book Now with Glow Nail Bar": to the listing's booking form. */
export function BookNow({
  listing,
  lang,
  size,
  className,
}: ListingPart & { size: ButtonStyle['size']; className?: string }) {
  const { cardText } = dictionaryOf(lang).services;
  return (
    <a
      href={localizePath(bookingHref(listing.id), lang)}
      className={buttonClass({ size }, className)}
    >
      {cardText.bookNow}
      <span className="sr-only">
        {' '}
        {cardText.bookWith} <OwnName listing={listing} lang={lang} />
      </span>
    </a>
  );
}

/** A listing's name, marked lang="en" on a Kiswahili page when the data has no Kiswahili name. */
function OwnName({ listing, lang }: ListingPart) {
  const own = ownWordsLang(listing.sw?.name, lang);
  return own ? <span lang={own}>{listing.name}</span> : listing.name;
}

/** A listing's services, "Gel manicure · Pedicure", each marked if shown as the owner wrote it. */
export function ServiceNames({ listing, lang }: ListingPart) {
  return (
    <OwnWordsList
      items={listing.services.map((service) => ({
        text: service.name,
        lang: ownWordsLang(service.sw?.name, lang),
      }))}
    />
  );
}

/** The card's title: the way to the listing's own page. */
export function ListingTitle({ listing, lang, className }: ListingPart & { className: string }) {
  return (
    <h3 id={`${listing.id}-name`} className={className}>
      <a
        href={localizePath(listingHref(listing.id), lang)}
        lang={ownWordsLang(listing.sw?.name, lang)}
        className="hover:text-brand-700 hover:underline"
      >
        {listing.name}
      </a>
    </h3>
  );
}

/**
 * The visitor's own rating of a business, 0 to 5 in whole stars, kept on the page only.
 * Native radio buttons: arrow keys change it and it needs no script. Each choice is drawn by
 * CSS (`.rating-choice` in app/globals.css): stars up to the chosen one are filled, those after
 * it are outlines.
 */
function RatingInput({ listing, lang }: ListingPart) {
  const { services, ui } = dictionaryOf(lang);
  const choices = [services.cardText.noRating, ...STAR_COUNTS.map((count) => ui.starCount(count))];
  return (
    <fieldset>
      <legend className="text-xs font-semibold text-slate-700">
        {services.cardText.yourRating}
        <span className="sr-only">{ui.profile.ratingFor(listing.name)}</span>
      </legend>
      <div className="mt-1 flex items-center">
        {choices.map((choice, value) => (
          <label key={value} className="rating-choice">
            <input
              type="radio"
              name={`rating-${listing.id}`}
              value={value}
              defaultChecked={value === 0}
              className="sr-only"
            />
            <span className="sr-only">{choice}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A business card under Recommended Services, all but its heart. */
export function BusinessCardBody({ id, lang }: { id: string; lang: Lang }) {
  const business = listingOf(id, lang);
  if (business.kind !== 'business') throw new Error(`${id} is not a business`);
  const { src, width, height } = listingImage(business);
  const { cardText } = dictionaryOf(lang).services;
  const category = catalogueWordsIn[lang].categoryNames[business.category];
  return (
    <>
      <StaticImage
        src={src}
        width={width}
        height={height}
        alt=""
        loading="lazy"
        className="h-auto w-full"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <ListingTitle
          listing={business}
          lang={lang}
          className="text-lg font-semibold text-slate-900"
        />
        <p className="text-sm text-slate-600">{`${category} · ${areaName(business.location)}`}</p>
        <ListingRating listing={business} lang={lang} />
        <p className="text-sm text-slate-700">
          <ServiceNames listing={business} lang={lang} />
        </p>
        <p className="text-sm text-slate-600">
          {`${cardText.open} ${formatOpeningHours(business.hours, lang)}`}
        </p>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-4 pt-3">
          <RatingInput listing={business} lang={lang} />
          <BookNow listing={business} lang={lang} size="card" />
        </div>
      </div>
    </>
  );
}

/** What a card under Book Top Talents holds. */
export function ProfessionalCardContent({ id, lang }: { id: string; lang: Lang }) {
  const professional = listingOf(id, lang);
  if (professional.kind !== 'professional') throw new Error(`${id} is not a professional`);
  const { cardText } = dictionaryOf(lang).services;
  return (
    <>
      <StaticImage
        src={professional.image.src}
        width={96}
        height={96}
        alt=""
        loading="lazy"
        className="size-24 rounded-full"
      />
      <ListingTitle
        listing={professional}
        lang={lang}
        className="mt-4 text-lg font-semibold text-slate-900"
      />
      <p
        className="font-medium text-brand-800"
        lang={ownWordsLang(professional.sw?.profession, lang)}
      >
        {professional.profession}
      </p>
      <p className="mt-2 text-sm text-slate-600">
        <OwnWordsList
          separator={` ${cardText.at} `}
          items={[
            { text: formatOpeningHours(professional.hours, lang) },
            { text: professional.venue, lang: ownWordsLang(professional.sw?.venue, lang) },
          ]}
        />
      </p>
      <div className="mt-3">
        <ListingRating listing={professional} lang={lang} />
      </div>
      <div className="mt-auto w-full pt-4">
        <BookNow listing={professional} lang={lang} size="card" className="w-full" />
      </div>
    </>
  );
}

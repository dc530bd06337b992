import { StarRating } from '@/components/star-rating';
import { bookingHref, listingHref, type CatalogueListing } from '@/lib/catalogue';
import { dictionaryOf } from '@/content/dictionary';
import { ownWordsLang } from '@/lib/catalogue-words';
import { localizePath, type Lang } from '@/lib/i18n';
import { buttonClass, type ButtonStyle } from './button';
import { fillCount } from '@/lib/template';
import { OwnWordsList } from './own-words';

/*
 * The parts of an area page's listing summary, drawn from the listing in the page's language:
 * its title, rating, services and Book Now. The cards of /services and of the search's results
 * are listing-card.tsx.
 */

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
      <span>({fillCount(lang, ui.reviewCount, listing.reviewCount)})</span>
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

import { buttonClass } from '@/components/button';
import type {
  BusinessCardData,
  CardWords,
  ProfessionalCardData,
} from '@/components/islands/listing-cards';
import { areaName } from '@/content/areas';
import {
  bookingHref,
  businessImages,
  listingHref,
  type Business,
  type CatalogueListing,
  type Professional,
} from '@/content/catalogue';
import { localizePath } from '@/lib/i18n';
import { formatOpeningHours } from '@/lib/opening-hours';
import { currentLang, dictionary } from '@/lib/page-language';
import { catalogueWords } from './catalogue-words';

const STAR_COUNTS = [1, 2, 3, 4, 5] as const;

/**
 * What the cards of /services say (components/islands/listing-cards.tsx), in the page's
 * language: the words they share, and each listing's own, given listings already in that
 * language (catalogue-words.ts).
 */
export async function listingCards() {
  const lang = await currentLang();
  const { services, ui } = await dictionary();
  const { cardText } = services;
  const { categoryNames } = await catalogueWords();

  const words: CardWords = {
    bookNow: cardText.bookNow,
    bookWith: cardText.bookWith,
    yourRating: cardText.yourRating,
    choices: [cardText.noRating, ...STAR_COUNTS.map((count) => ui.starCount(count))],
    bookClass: buttonClass({}, 'px-4 py-2.5 text-sm'),
    bookWideClass: buttonClass({}, 'w-full py-2.5 text-sm'),
  };

  const card = (listing: CatalogueListing) => ({
    id: listing.id,
    name: listing.name,
    href: localizePath(listingHref(listing.id), lang),
    bookHref: localizePath(bookingHref(listing.id), lang),
    rating: listing.rating,
    ratingLabel: ui.rating(listing.rating, 5),
    reviews: ui.reviewCount(listing.reviewCount),
  });

  return {
    words,
    business: (business: Business): BusinessCardData => {
      const { src, width, height } = businessImages[business.category];
      return {
        ...card(business),
        image: { src, width, height },
        where: `${categoryNames[business.category]} · ${areaName(business.location)}`,
        services: business.services.map((service) => service.name).join(' · '),
        hours: `${cardText.open} ${formatOpeningHours(business.hours, lang)}`,
        favourite: ui.saveFavourite(business.name),
        ratingFor: ui.profile.ratingFor(business.name),
      };
    },
    professional: (professional: Professional): ProfessionalCardData => ({
      ...card(professional),
      image: { src: professional.image.src, width: 96, height: 96 },
      profession: professional.profession,
      schedule: `${formatOpeningHours(professional.hours, lang)} ${cardText.at} ${professional.venue}`,
    }),
  };
}

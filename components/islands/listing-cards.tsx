'use client';

import { StarRating } from '@/components/star-rating';
import { StaticImage } from '@/components/static-image';
import { FavouriteButton } from './favourite-button';

/**
 * The cards of /services, drawn from a few words per listing. They are client components so
 * that the page data carries each listing's words once, not every element of every card: the
 * search islands they sit in show and hide them. Every text arrives ready, in the page's
 * language, and every address localized (app/[lang]/(marketing)/services/listing-cards.ts).
 */

/** What every card says the same way, shared by the cards of a page. */
export type CardWords = {
  bookNow: string;
  /** Read after Book Now by screen readers: "Book Now with Glow Nail Bar". */
  bookWith: string;
  yourRating: string;
  /** The rating input's six choices: no rating, then 1 to 5 stars. */
  choices: readonly string[];
  /** Book Now's classes on a business card and on a professional's (merged on the server). */
  bookClass: string;
  bookWideClass: string;
};

type Card = {
  id: string;
  name: string;
  href: string;
  bookHref: string;
  rating: number;
  /** "Rated 4.8 out of 5". */
  ratingLabel: string;
  /** "126 reviews". */
  reviews: string;
  image: { src: string; width: number; height: number };
};

export type BusinessCardData = Card & {
  /** "Nail Spa · Kilimani". */
  where: string;
  /** The services offered, joined: "Gel manicure · Pedicure". */
  services: string;
  /** "Open Mon–Sat 09:00–19:00". */
  hours: string;
  /** The heart's name: "Save Glow Nail Bar to favourites". */
  favourite: string;
  /** Completes the rating input's legend for screen readers: " for Glow Nail Bar". */
  ratingFor: string;
};

export type ProfessionalCardData = Card & {
  profession: string;
  /** "Mon–Sat 09:00–18:00 at Tress Lounge". */
  schedule: string;
};

function Rating({ card }: { card: Card }) {
  return (
    <p className="flex items-center gap-2 text-sm text-slate-700">
      <StarRating rating={card.rating} label={card.ratingLabel} />
      <span aria-hidden="true" className="font-semibold text-slate-900">
        {card.rating.toFixed(1)}
      </span>
      <span>({card.reviews})</span>
    </p>
  );
}

function BookNow({ card, words, wide }: { card: Card; words: CardWords; wide?: boolean }) {
  return (
    <a href={card.bookHref} className={wide ? words.bookWideClass : words.bookClass}>
      {words.bookNow}
      <span className="sr-only">
        {' '}
        {words.bookWith} {card.name}
      </span>
    </a>
  );
}

/** The card's title: the way to the listing's own page. */
function Title({ card, className }: { card: Card; className: string }) {
  return (
    <h3 id={`${card.id}-name`} className={className}>
      <a href={card.href} className="hover:text-brand-700 hover:underline">
        {card.name}
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
function RatingInput({ card, words }: { card: BusinessCardData; words: CardWords }) {
  return (
    <fieldset>
      <legend className="text-xs font-semibold text-slate-700">
        {words.yourRating}
        <span className="sr-only">{card.ratingFor}</span>
      </legend>
      <div className="mt-1 flex items-center">
        {words.choices.map((choice, value) => (
          <label key={value} className="rating-choice">
            <input
              type="radio"
              name={`rating-${card.id}`}
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

/** A business under Recommended Services. Its id is the page anchor of the card. */
export function BusinessCard({ card, words }: { card: BusinessCardData; words: CardWords }) {
  return (
    <article
      id={card.id}
      aria-labelledby={`${card.id}-name`}
      className="relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <StaticImage {...card.image} alt="" loading="lazy" className="h-auto w-full" />
      <FavouriteButton id={card.id} label={card.favourite} className="absolute right-3 top-3" />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <Title card={card} className="text-lg font-semibold text-slate-900" />
        <p className="text-sm text-slate-600">{card.where}</p>
        <Rating card={card} />
        <p className="text-sm text-slate-700">{card.services}</p>
        <p className="text-sm text-slate-600">{card.hours}</p>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-4 pt-3">
          <RatingInput card={card} words={words} />
          <BookNow card={card} words={words} />
        </div>
      </div>
    </article>
  );
}

/** A professional under Book Top Talents. */
export function ProfessionalCard({
  card,
  words,
}: {
  card: ProfessionalCardData;
  words: CardWords;
}) {
  return (
    <article
      id={card.id}
      aria-labelledby={`${card.id}-name`}
      className="flex h-full flex-col items-center rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
    >
      <StaticImage {...card.image} alt="" loading="lazy" className="size-24 rounded-full" />
      <Title card={card} className="mt-4 text-lg font-semibold text-slate-900" />
      <p className="font-medium text-brand-800">{card.profession}</p>
      <p className="mt-2 text-sm text-slate-600">{card.schedule}</p>
      <div className="mt-3">
        <Rating card={card} />
      </div>
      <div className="mt-auto w-full pt-4">
        <BookNow card={card} words={words} wide />
      </div>
    </article>
  );
}

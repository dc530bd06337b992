import type { CardData, CardWords, OwnText } from '@/lib/listing-card';
import { cn } from '@/lib/cn';
import { buttonClass } from './button';
import { FavouriteButton } from './islands/favourite-button';
import { DealToday } from './islands/deal-today';
import { OfferShown } from './islands/offer-shown';
import { OwnWordsList } from './own-words';
import { StarRating } from './star-rating';
import { StaticImage } from './static-image';

/*
 * A listing's card, drawn from its card data (lib/listing-card.ts): the same markup on the
 * server, for the cards of /services, and in the browser, for the search's results. It imports
 * nothing that reads the catalogue, so the results island carries only this.
 *
 * `anchor` is the card's element id, its page anchor ("glow-nail-bar"); the results give theirs
 * a prefix, so a listing shown twice on a page keeps its ids and its rating choices apart.
 */

type Props = {
  card: CardData;
  words: CardWords;
  anchor: string;
  /** The title's heading level: h3 under a section's h2, h4 under a group of results. */
  heading?: 'h3' | 'h4';
};

export function ListingCard(props: Props) {
  return props.card.kind === 'business' ? (
    <BusinessCard {...props} card={props.card} />
  ) : (
    <ProfessionalCard {...props} card={props.card} />
  );
}

function BusinessCard({
  card,
  words,
  anchor,
  heading,
}: Props & { card: { kind: 'business' } & CardData }) {
  return (
    <article
      id={anchor}
      aria-labelledby={`${anchor}-name`}
      className="relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <FavouriteButton id={card.id} label={card.favourite} className="absolute right-3 top-3" />
      <div className="flex flex-1 flex-col">
        <StaticImage
          src={card.image.src}
          width={card.image.width}
          height={card.image.height}
          alt=""
          loading="lazy"
          className="h-auto w-full"
        />
        <div className="flex flex-1 flex-col gap-2 p-5">
          <CardTitle
            card={card}
            anchor={anchor}
            heading={heading}
            className="text-lg font-semibold text-slate-900"
          />
          <p className="text-sm text-slate-600">{card.place}</p>
          <CardRating card={card} />
          <CardDealLine card={card} />
          <CardVouchers card={card} />
          <p className="text-sm text-slate-700">
            <OwnWordsList items={card.services} />
          </p>
          <p className="text-sm font-semibold text-slate-900">{card.price}</p>
          <CardDealPrice card={card} words={words} />
          <p className="text-sm text-slate-600">{card.open}</p>
          <div className="mt-auto flex flex-wrap items-end justify-between gap-4 pt-3">
            <fieldset aria-describedby={`${anchor}-rating-stays`}>
              <legend className="text-xs font-semibold text-slate-700">
                {words.yourRating}
                <span className="sr-only">{card.ratingFor}</span>
              </legend>
              <div className="mt-1 flex items-center">
                {words.ratingChoices.map((choice, value) => (
                  <label key={value} className="rating-choice">
                    <input
                      type="radio"
                      name={`rating-${anchor}`}
                      value={value}
                      defaultChecked={value === 0}
                      className="sr-only"
                    />
                    <span className="sr-only">{choice}</span>
                  </label>
                ))}
              </div>
              <p id={`${anchor}-rating-stays`} className="mt-1 text-xs text-slate-600">
                {words.ratingStays}
              </p>
            </fieldset>
            <BookNow card={card} words={words} />
          </div>
        </div>
      </div>
    </article>
  );
}

function ProfessionalCard({
  card,
  words,
  anchor,
  heading,
}: Props & { card: { kind: 'professional' } & CardData }) {
  return (
    <article
      id={anchor}
      aria-labelledby={`${anchor}-name`}
      className="flex h-full flex-col items-center rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
    >
      <StaticImage
        src={card.image.src}
        width={96}
        height={96}
        alt=""
        loading="lazy"
        className="size-24 rounded-full"
      />
      <CardTitle
        card={card}
        anchor={anchor}
        heading={heading}
        className="mt-4 text-lg font-semibold text-slate-900"
      />
      <p className="font-medium text-brand-800" lang={card.profession.lang}>
        {card.profession.text}
      </p>
      <p className="text-sm font-semibold text-slate-900">{card.price}</p>
      <CardDealPrice card={card} words={words} />
      <p className="mt-2 text-sm text-slate-600">
        <OwnWordsList separator={` ${words.at} `} items={[{ text: card.hours }, card.venue]} />
      </p>
      <div className="mt-3">
        <CardRating card={card} />
      </div>
      <CardDealLine card={card} className="mt-2" />
      <CardVouchers card={card} className="mt-2" />
      <div className="mt-auto w-full pt-4">
        <BookNow card={card} words={words} className="w-full" />
      </div>
    </article>
  );
}

/** The card's title: the way to the listing's own page. */
function CardTitle({
  card,
  anchor,
  heading: Heading = 'h3',
  className,
}: {
  card: CardData;
  anchor: string;
  heading?: 'h3' | 'h4';
  className: string;
}) {
  return (
    <Heading id={`${anchor}-name`} className={className}>
      <a href={card.href} lang={card.name.lang} className="hover:text-brand-700 hover:underline">
        {card.name.text}
      </a>
    </Heading>
  );
}

/** "★★★★★ 4.8 (126 reviews)": the stars name the rating, so the number is for the eye only. */
function CardRating({ card }: { card: CardData }) {
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

/** "Gift vouchers", on the card of a listing that offers them (D37). */
function CardVouchers({ card, className }: { card: CardData; className?: string }) {
  return card.vouchers ? (
    <p
      className={cn(
        'w-fit rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800',
        className,
      )}
    >
      {card.vouchers}
    </p>
  ) : null;
}

/** "Deal 20% off Gel manicure, Tue–Thu 10:00–14:00", gone once the deal has ended. */
export function CardDealLine({ card, className }: { card: CardData; className?: string }) {
  const { deal } = card;
  if (!deal) return null;
  return (
    <OfferShown as="p" ends={deal.ends} className={cn('text-sm text-slate-800', className)}>
      <span className="mr-1 rounded bg-brand-100 px-1.5 py-0.5 text-xs font-semibold text-brand-900">
        {deal.label}
      </span>{' '}
      {deal.before}
      <span lang={deal.service.lang}>{deal.service.text}</span>
      {deal.after}
    </OfferShown>
  );
}

/**
 * On a day its deal applies, the deal's price beside the normal one, struck through: "Today:
 * Gel manicure Kes 1,800 Kes 1,440", read "Was Kes 1,800, now Kes 1,440".
 */
export function CardDealPrice({
  card,
  words,
  className,
}: {
  card: CardData;
  words: Pick<CardWords, 'deal' | 'builtOn'>;
  className?: string;
}) {
  const { deal } = card;
  if (!deal) return null;
  return (
    <DealToday
      days={deal.days}
      ends={deal.ends}
      builtOn={words.builtOn}
      className={cn('text-sm text-slate-800', className)}
    >
      {words.deal.today} <span lang={deal.service.lang}>{deal.service.text}</span>{' '}
      <span className="sr-only">{words.deal.was} </span>
      <s className="text-slate-600">{deal.was}</s>
      <span className="sr-only"> {words.deal.now}</span>{' '}
      <strong className="text-brand-900">{deal.price}</strong>
    </DealToday>
  );
}

/** Book Now, read as "Book Now with Glow Nail Bar": to the listing's booking form. */
export function BookNow({
  card,
  words,
  className,
}: {
  card: CardData;
  words: CardWords;
  className?: string;
}) {
  return (
    <a href={card.bookHref} className={buttonClass({ size: 'card' }, className)}>
      {words.bookNow}
      <span className="sr-only">
        {' '}
        {words.bookWith} <OwnName name={card.name} />
      </span>
    </a>
  );
}

function OwnName({ name }: { name: OwnText }) {
  return name.lang ? <span lang={name.lang}>{name.text}</span> : name.text;
}

import { OfferShown } from '@/components/islands/offer-shown';
import { bestDeal, dealUntil } from '@/lib/deals';
import { servicePriceText } from '@/lib/listing-prices';
import type { Lang } from '@/lib/i18n';
import { bestDeals, cardData, cardWords } from '@/lib/listing-card';
import { withChoice } from '@/lib/carried-choice';
import { BookNow } from '@/components/listing-card';
import { dictionaryOf } from '@/content/dictionary';

/**
 * The Deals shelf (D28): the listings with the best live deals, best first, each card saying
 * its best deal, the normal price struck through beside the deal price, and until when, and
 * leading to the listing's price list, or with Book Now to its form with the deal's service
 * chosen (the form prices a time the deal covers at the deal). Server markup: a
 * capped list, so it weighs the same whatever the catalogue's size; the search's deals filter
 * finds the rest. A card whose deal ends between builds goes with it.
 */
export function DealsShelf({ lang, className }: { lang: Lang; className?: string }) {
  const { dealText } = dictionaryOf(lang).deals;
  const words = cardWords(lang);
  const shown = bestDeals().map((listing) => ({
    card: cardData(listing.id, lang),
    deal: bestDeal(listing),
  }));
  return (
    <ul className={className}>
      {shown.map(({ card, deal }) =>
        card.deal && deal ? (
          // No display class on the item itself: it would win over its `hidden` attribute.
          <OfferShown key={card.id} ends={card.deal.ends}>
            <div className="flex h-full flex-col gap-2 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <h3 className="text-lg font-semibold text-slate-900">
                <a
                  href={`${card.href}#services`}
                  lang={card.name.lang}
                  className="hover:text-brand-700 hover:underline"
                >
                  {card.name.text}
                </a>
              </h3>
              <p
                className="text-sm text-slate-600"
                lang={card.kind === 'professional' ? card.profession.lang : undefined}
              >
                {card.kind === 'business' ? card.place : card.profession.text}
              </p>
              <p className="font-semibold text-slate-900">
                {card.deal.before}
                <span lang={card.deal.service.lang}>{card.deal.service.text}</span>
                {card.deal.after}
              </p>
              <p className="text-slate-800">
                <span className="sr-only">{dealText.was} </span>
                <s className="text-slate-600">{servicePriceText(deal.service, lang)}</s>
                <span className="sr-only"> {dealText.now}</span>{' '}
                <strong className="text-lg text-brand-900">
                  {servicePriceText(deal.service, lang, deal.price)}
                </strong>
              </p>
              <p className="mt-auto text-sm text-slate-700">
                {dealUntil(card.deal, lang, dealText)}
              </p>
              <BookNow
                card={{
                  ...card,
                  bookHref: withChoice(card.bookHref, { service: card.deal.service.text }),
                }}
                words={words}
                className="mt-2 self-start"
              />
            </div>
          </OfferShown>
        ) : null,
      )}
    </ul>
  );
}

import { CLASSES_ANCHOR } from '@/lib/waitlist-request';
import { buttonClass } from '@/components/button';
import { OfferShown } from '@/components/islands/offer-shown';
import type { Service } from '@/lib/catalogue';
import { BOOK_SERVICE_ATTRIBUTE } from '@/lib/booking-request';
import { dealUntil, dealWhen, discountText } from '@/lib/deals';
import { anyOverlap, offersOn, type Offer } from '@/lib/offers';
import { servicePriceText } from '@/lib/listing-prices';
import { formatDuration } from '@/lib/dates';
import { currentLang, dictionary } from '@/lib/page-language';
import { ownWordsLang } from '@/lib/catalogue-words';

/**
 * The price list. Each Book link jumps to the form (with or without JavaScript); the form
 * picks up the service it names. A service's deals sit under its price: the normal price
 * struck through, the deal price, when it applies and until when (D28), lowest price first.
 */
export async function ServiceList({
  services,
  offers = [],
  classes = new Set(),
}: {
  services: readonly Service[];
  offers?: readonly Offer[];
  /** Services booked as a class: their link leads to the timetable, not the form (D38). */
  classes?: ReadonlySet<string>;
}) {
  const lang = await currentLang();
  const dict = await dictionary();
  const { profilePage } = dict.listingPage;
  const { dealText } = dict.deals;
  return (
    <ul className="mt-8 divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
      {services.map((service) => {
        const deals = offersOn(offers, service);
        return (
          <li
            key={service.name}
            className="flex flex-wrap items-center gap-x-6 gap-y-2 p-4 sm:px-6"
          >
            {/* lang="en" where a Kiswahili page shows the name as the owner wrote it. */}
            <div className="min-w-0 flex-1">
              <p
                className="font-semibold text-slate-900"
                lang={ownWordsLang(service.sw?.name, lang)}
              >
                {service.name}
              </p>
              <p className="text-sm text-slate-600">{formatDuration(service.minutes, lang)}</p>
            </div>
            <p className="font-semibold text-slate-900">{servicePriceText(service, lang)}</p>
            <a
              href={classes.has(service.name) ? `#${CLASSES_ANCHOR}` : '#book'}
              {...(classes.has(service.name) ? {} : { [BOOK_SERVICE_ATTRIBUTE]: service.name })}
              className={buttonClass({ variant: 'secondary', size: 'sm' })}
            >
              {classes.has(service.name)
                ? profilePage.services.bookClass
                : profilePage.services.book}
              <span className="sr-only" lang={ownWordsLang(service.sw?.name, lang)}>
                {' '}
                {service.name}
              </span>
            </a>
            {deals.length ? (
              <ul className="grid w-full gap-2">
                {deals.map(({ offer, price }) => (
                  <OfferShown
                    key={JSON.stringify(offer)}
                    ends={offer.ends}
                    className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-slate-800"
                  >
                    <span className="sr-only">{dealText.was} </span>
                    <s className="text-slate-600">{servicePriceText(service, lang)}</s>
                    <span className="sr-only"> {dealText.now}</span>{' '}
                    <strong className="text-base text-brand-900">
                      {servicePriceText(service, lang, price)}
                    </strong>
                    {' · '}
                    <span>{discountText(offer.discount, dealText)}</span>
                    {' · '}
                    <span>{dealWhen(offer, lang, dealText)}</span>
                    {' · '}
                    <span>{dealUntil(offer, lang, dealText)}</span>
                  </OfferShown>
                ))}
              </ul>
            ) : null}
            {anyOverlap(deals.map(({ offer }) => offer)) ? (
              <p className="w-full text-sm text-slate-700">{dealText.overlap}</p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

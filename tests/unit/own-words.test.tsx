import { render } from '@testing-library/react';
import { ServiceNames } from '@/components/listing-card-parts';
import { listingBySlug, type Business } from '@/lib/catalogue';
import { catalogueWordsIn, ownWordsLang, translateListing } from '@/lib/catalogue-words';
import type { Lang } from '@/lib/i18n';

/** Glow Nail Bar as the owner might export it: "Nail art" has no Kiswahili name. */
function glowWithUntranslatedService(): Business {
  const listing = listingBySlug('glow-nail-bar') as Business;
  return {
    ...listing,
    services: listing.services.map((service, i) =>
      i === 3
        ? { name: service.name, priceKes: service.priceKes, minutes: service.minutes }
        : service,
    ),
  };
}

function servicesOn(lang: Lang) {
  const listing = translateListing(glowWithUntranslatedService(), catalogueWordsIn[lang]);
  return render(
    <p>
      <ServiceNames listing={listing} lang={lang} />
    </p>,
  ).container.firstElementChild!;
}

describe("a listing's own words", () => {
  it('are shown in Kiswahili where the data has it, and as written, marked English, where not', () => {
    const services = servicesOn('sw');
    expect(services).toHaveTextContent('Manicure ya gel · Pedicure · Kucha za akriliki · Nail art');
    const marked = services.querySelectorAll('[lang]');
    expect(
      [...marked].map((element) => [element.getAttribute('lang'), element.textContent]),
    ).toEqual([['en', 'Nail art']]);
  });

  it('are plain text on English pages', () => {
    const services = servicesOn('en');
    expect(services).toHaveTextContent('Gel manicure · Pedicure · Acrylic nails · Nail art');
    expect(services.querySelector('[lang]')).toBeNull();
  });

  it('need no mark when the page is in their language', () => {
    expect(ownWordsLang(undefined, 'en')).toBeUndefined();
    expect(ownWordsLang('Manicure ya gel', 'sw')).toBeUndefined();
    expect(ownWordsLang(undefined, 'sw')).toBe('en');
  });
});

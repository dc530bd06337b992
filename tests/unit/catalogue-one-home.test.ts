import embedded from '@/content/catalogue/catalogue.json';
import * as areaPagesEn from '@/content/area-pages';
import * as categoryPagesEn from '@/content/category-pages';
import * as servicesEn from '@/content/services';
import * as areaPagesSw from '@/content/sw/area-pages';
import * as categoryPagesSw from '@/content/sw/category-pages';
import * as servicesSw from '@/content/sw/services';
import { catalogue, categoryPage } from '@/lib/catalogue';
import { parseCatalogue } from '@/lib/catalogue-schema';
import { pageFacts } from '@/lib/category-pages';
import type { Lang } from '@/lib/i18n';
import { cardData } from '@/lib/listing-card';
import { headlinePrice, isWholeService, servicePriceText } from '@/lib/listing-prices';
import { formatKes } from '@/lib/money';
import { generateCatalogue } from '../../scripts/generate-catalogue.mjs';

/*
 * One home for each fact (D38): a "from" price is a whole service's, a category's words are the
 * catalogue's and nothing else's, and an area's county is the only place a page says it is in.
 */

type Data = typeof embedded;
type Modules = {
  catalogue: typeof import('@/lib/catalogue');
  words: typeof import('@/lib/catalogue-words');
  card: typeof import('@/lib/listing-card');
  crumbs: typeof import('@/lib/breadcrumbs');
  structured: typeof import('@/lib/listing-structured-data');
  search: typeof import('@/lib/search-records');
  suggestions: typeof import('@/lib/service-suggestions');
};

/** The site's modules reading `data` as the embedded catalogue, as a build from it would. */
function builtFrom(data: Data): Modules {
  let modules: Modules | undefined;
  jest.isolateModules(() => {
    jest.doMock('@/content/catalogue/catalogue.json', () => data);
    modules = {
      catalogue: jest.requireActual('@/lib/catalogue'),
      words: jest.requireActual('@/lib/catalogue-words'),
      card: jest.requireActual('@/lib/listing-card'),
      crumbs: jest.requireActual('@/lib/breadcrumbs'),
      structured: jest.requireActual('@/lib/listing-structured-data'),
      search: jest.requireActual('@/lib/search-records'),
      suggestions: jest.requireActual('@/lib/service-suggestions'),
    };
  });
  jest.dontMock('@/content/catalogue/catalogue.json');
  return modules!;
}

const copy = (): Data => JSON.parse(JSON.stringify(embedded)) as Data;
const langs: Lang[] = ['en', 'sw'];

describe('a "from" price (D38)', () => {
  it('is the lowest whole service of every listing, never a price for a unit', () => {
    for (const listing of catalogue) {
      const whole = listing.services.filter(isWholeService).map((s) => s.priceKes);
      const { price } = cardData(listing.id, 'en');
      if (whole.length) expect(price).toBe(`from ${formatKes(Math.min(...whole))}`);
      else expect(price).not.toMatch(/^from/);
      expect(cardData(listing.id, 'sw').price).toBe(
        whole.length ? `kuanzia ${formatKes(Math.min(...whole))}` : expect.any(String),
      );
    }
  });

  it('is not the repair of one nail on /services/nail-salons, which shows its unit instead', () => {
    const nails = categoryPage('nail-spa')!.listings;
    const repair = nails
      .flatMap((listing) => listing.services)
      .find((service) => service.name === 'Nail repair')!;
    expect(repair.per).toEqual({ en: 'per nail', sw: 'kwa kila kucha' });
    const lowest = pageFacts(nails).lowest;
    expect(lowest).toBeGreaterThan(repair.priceKes);
    expect(lowest).toBe(
      Math.min(...nails.flatMap((l) => l.services.filter(isWholeService).map((s) => s.priceKes))),
    );
    expect(servicePriceText(repair, 'en')).toBe('Kes 200 per nail');
    expect(servicePriceText(repair, 'sw')).toBe('Kes 200 kwa kila kucha');
  });

  it('holds for a listing that sells only by the unit: its cheapest, with the unit', () => {
    expect(
      headlinePrice([
        { priceKes: 700, per: { en: 'per set', sw: 'kwa seti' } },
        { priceKes: 300, addOn: true },
      ]),
    ).toEqual({ kes: 300 });
    expect(headlinePrice([{ priceKes: 700, per: { en: 'per set', sw: 'kwa seti' } }])).toEqual({
      kes: 700,
      per: { en: 'per set', sw: 'kwa seti' },
    });
  });

  it('keeps every unit in a generated catalogue, so that it is never a "from" price there', () => {
    const { listings } = parseCatalogue(
      generateCatalogue({ businesses: 120, professionals: 80, areas: 8 }),
      'generated.json',
    );
    const perUnit = listings.flatMap((listing) => listing.services.filter((s) => s.per));
    expect(perUnit.length).toBeGreaterThan(0);
    for (const service of perUnit) expect(service.name).not.toMatch(/\bper\b/);
    for (const listing of listings) {
      const price = headlinePrice(listing.services);
      const whole = listing.services.filter(isWholeService).map((s) => s.priceKes);
      if (whole.length) expect(price).toEqual({ from: Math.min(...whole) });
    }
  });
});

describe("a category's words (D38)", () => {
  const renamed = () => {
    const data = copy();
    const nail = data.categories.find((category) => category.id === 'nail-spa')!;
    nail.name = { en: 'Nail Bar', sw: 'Baa ya Kucha' };
    nail.plural = { en: 'Nail Bars', sw: 'Baa za Kucha' };
    nail.count = {
      en: { one: '{count} nail bar', other: '{count} nail bars' },
      sw: { one: 'Baa {count} ya kucha', other: 'Baa {count} za kucha' },
    };
    return builtFrom(data);
  };

  it('change every place that shows them when changed in the catalogue alone', () => {
    const site = renamed();
    const shown = (lang: Lang) =>
      JSON.stringify([
        site.card.cardData('glow-nail-bar', lang),
        site.crumbs.listingTrail(site.catalogue.listingBySlug('glow-nail-bar')!, lang),
        site.search.searchRecord('glow-nail-bar', lang).content,
        site.suggestions.serviceSuggestions(
          site.catalogue.catalogue,
          site.words.catalogueWordsIn[lang],
        ),
        site.words.kindsOf(site.catalogue.listingsIn('kilimani'), lang, 'professionals'),
        site.words.catalogueWordsIn[lang],
      ]);
    const en = shown('en');
    for (const word of ['Nail Bar · Kilimani', 'Nail Bars in Nairobi', 'Nail Bars in Kilimani'])
      expect(en).toContain(word);
    expect(en).toContain('nail bars');
    expect(en).toContain('{count} nail bars');
    expect(en).not.toMatch(/nail salon/i);
    const sw = shown('sw');
    for (const word of ['Baa ya Kucha · Kilimani', 'Baa za Kucha katika Kilimani'])
      expect(sw).toContain(word);
    expect(sw).not.toMatch(/saluni (ya|za) kucha/i);
  });

  it('are written nowhere but the catalogue: not in /services, category or area copy', () => {
    const modules = [
      servicesEn,
      servicesSw,
      categoryPagesEn,
      categoryPagesSw,
      areaPagesEn,
      areaPagesSw,
    ];
    const text = JSON.stringify(modules);
    for (const category of embedded.categories)
      for (const lang of langs)
        for (const word of [category.name[lang], category.plural[lang]])
          // As a label is written (the introductions may speak of "nail salons").
          expect(text).not.toMatch(new RegExp(`"${word}"|'${word}'`));
  });

  it('start a title with a capital letter in both languages', () => {
    for (const category of embedded.categories)
      for (const lang of langs) {
        const title = category.count[lang].other.replace('{count}', '7');
        expect(title).toMatch(/^[0-9A-Z]/);
      }
  });
});

describe("an area's county (D38)", () => {
  /** Kilimani's nail salons move to Ruaka, in Kiambu County. */
  const withRuaka = () => {
    const data = copy();
    data.areas.push({
      slug: 'ruaka',
      name: 'Ruaka',
      county: 'Kiambu',
      intro: {
        en: 'Ruaka grew fast along the Limuru Road, with salons in its new malls.',
        sw: 'Ruaka imekua haraka kando ya Limuru Road, na saluni katika maduka yake mapya.',
      },
    });
    for (const listing of data.listings)
      if (listing.location === 'kilimani' && listing.category === 'nail-spa')
        listing.location = 'ruaka';
    return builtFrom(data);
  };

  it('is the only place a listing is said to be in: no Nairobi outside Nairobi County', () => {
    const site = withRuaka();
    const inRuaka = site.catalogue.listingsIn('ruaka');
    expect(inRuaka.length).toBeGreaterThanOrEqual(3);
    for (const listing of site.catalogue.catalogue) {
      const county = site.catalogue.areaCounty(listing.location);
      for (const lang of langs) {
        const said = [
          JSON.stringify(site.structured.listingJsonLd(listing, lang)),
          site.catalogue.listingAddress(listing),
          site.search.searchRecord(listing.id, lang).content,
          JSON.stringify(site.crumbs.listingTrail(listing, lang).slice(3)),
        ].join('\n');
        if (county === 'Nairobi') expect(said).toContain('Nairobi');
        else expect(said).not.toContain('Nairobi');
      }
    }
    const ld = site.structured.listingJsonLd(inRuaka[0]!, 'en');
    expect(ld.address).toMatchObject({ addressLocality: 'Ruaka', addressRegion: 'Kiambu' });
    expect(site.catalogue.listingAddress(inRuaka[0]!)).toMatch(/, Ruaka, Kiambu$/);
  });

  it('names the counties of every area on a page about all of them', () => {
    const site = withRuaka();
    expect(site.catalogue.cataloguePlace('en')).toBe('Nairobi and Kiambu');
    expect(site.catalogue.cataloguePlace('sw')).toBe('Nairobi na Kiambu');
    expect(site.crumbs.categoryTrail('nail-spa', 'ruaka', 'en').map((link) => link.label)).toEqual([
      'Home',
      'Services',
      'Nail Salons in Nairobi and Kiambu',
      'Nail Salons in Ruaka',
    ]);
  });

  it('and an area names only the kinds of place it lists', () => {
    const site = withRuaka();
    const ruaka = site.catalogue.listingsIn('ruaka');
    // Kilimani's nail salons moved, with the nail technician who works under the category.
    expect(site.words.kindsOf(ruaka, 'en', 'professionals')).toBe('nail salons and professionals');
    expect(site.words.kindsOf(ruaka, 'sw', 'wataalamu')).toBe('saluni za kucha na wataalamu');
    for (const area of site.catalogue.areas) {
      const listings = site.catalogue.listingsIn(area.slug);
      const kinds = site.words.kindsOf(listings, 'en', 'professionals');
      for (const category of site.catalogue.categories) {
        const listed = listings.some((l) => l.kind === 'business' && l.category === category.id);
        const plural = category.plural.en.toLowerCase();
        if (listed) expect(kinds).toContain(plural);
        else expect(kinds.split(/, | and /)).not.toContain(plural);
      }
    }
  });
});

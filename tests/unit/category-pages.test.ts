import embedded from '@/content/catalogue/catalogue.json';
import { browseCategories } from '@/content/services';
import { categoryById, categoryPage, categoryPages } from '@/lib/catalogue';
import { listingTrail } from '@/lib/breadcrumbs';
import { dictionaryOf } from '@/content/dictionary';
import { categoryPageMetadata } from '@/app/[lang]/(marketing)/services/category-page';
import { maxTitleLength } from '@/lib/metadata';
import { renderIn } from './root-params';
import {
  categoryKey,
  countByKind,
  MIN_LISTINGS,
  median,
  pageFacts,
  pagesOf,
  similarNearby,
} from '@/lib/category-pages';
import { categoryAreaHref, categoryHref } from '@/lib/hrefs';

type Hours = { days: number[]; opens: string; closes: string }[];

/** A small listing: what the facts read, and where it is. */
function listing(
  id: string,
  {
    category = 'nail-spa',
    location = 'kilimani',
    services = [['Gel manicure', 1800]],
    hours = [{ days: [1, 2, 3, 4, 5], opens: '09:00', closes: '18:00' }],
    spread = [0, 0, 0, 0, 0],
    offers = [],
    geo = { lat: -1.29, lng: 36.78 },
  }: {
    category?: string;
    location?: string;
    services?: [string, number][];
    hours?: Hours;
    spread?: [number, number, number, number, number];
    offers?: unknown[];
    geo?: { lat: number; lng: number };
  } = {},
) {
  return {
    id,
    category,
    location,
    services: services.map(([name, priceKes]) => ({ name, priceKes, minutes: 60 })),
    hours,
    spread,
    offers,
    geo,
  };
}

describe('which category pages exist (D34)', () => {
  it('gives a category, and a category in an area, a page from 3 listings and none below', () => {
    expect(MIN_LISTINGS).toBe(3);
    const pages = pagesOf([
      listing('a'),
      listing('b'),
      listing('c', { location: 'karen' }),
      listing('d', { category: 'gym' }),
      listing('e', { category: 'gym' }),
    ]);
    expect([...pages.keys()]).toEqual([categoryKey('nail-spa')]);
    expect(pages.get(categoryKey('nail-spa'))!.map((l) => l.id)).toEqual(['a', 'b', 'c']);

    const three = pagesOf([listing('a'), listing('b'), listing('c')]);
    expect([...three.keys()]).toEqual(['nail-spa', 'nail-spa in kilimani']);
  });

  it('knows the category of every Browse Categories tile on /services', () => {
    for (const tile of browseCategories.items) expect(categoryById(tile.category)).toBeDefined();
  });

  it('has, from the embedded catalogue, nail salons and nail salons in Kilimani, and not make-up', () => {
    expect(categoryPage('nail-spa')?.href).toBe('/services/nail-salons');
    expect(categoryPage('nail-spa', 'kilimani')?.href).toBe('/services/nail-salons/in/kilimani');
    expect(categoryPage('nail-spa', 'westlands')).toBeUndefined();
    // Two make-up artists, so no page: their tile on /services keeps the filter.
    expect(embedded.listings.filter((l) => l.category === 'make-up')).toHaveLength(2);
    expect(categoryPage('make-up')).toBeUndefined();
    for (const page of categoryPages) expect(page.listings.length).toBeGreaterThanOrEqual(3);
    expect(categoryHref('nail-spa')).toBe('/services/nail-salons');
    expect(categoryAreaHref('gym', 'cbd')).toBe('/services/gyms/in/cbd');
  });
});

describe('the facts of a page', () => {
  const listings = [
    listing('a', {
      services: [
        ['Gel manicure', 1200],
        ['Pedicure', 1500],
        ['Nail art', 800],
      ],
      hours: [{ days: [1, 2, 3, 4, 5, 6], opens: '09:00', closes: '20:00' }],
      spread: [8, 2, 0, 0, 0],
      offers: [{}],
    }),
    listing('b', {
      services: [
        ['Gel Manicure', 1800],
        ['Pedicure', 2000],
      ],
      hours: [{ days: [0, 6], opens: '10:00', closes: '19:00' }],
      spread: [0, 0, 5, 0, 0],
    }),
    listing('c', {
      services: [['Gel manicure', 2400]],
      hours: [
        { days: [1], opens: '08:00', closes: '17:00' },
        { days: [0], opens: '12:00', closes: '21:30' },
      ],
      spread: [5, 0, 0, 0, 0],
      offers: [{}, {}],
    }),
  ];

  it('counts them, and gives the most-offered services their lowest and median price', () => {
    const facts = pageFacts(listings);
    expect(facts.count).toBe(3);
    expect(facts.lowest).toBe(800);
    expect(facts.prices).toEqual([
      { service: 'Gel manicure', listings: 3, lowest: 1200, median: 1800 },
      { service: 'Pedicure', listings: 2, lowest: 1500, median: 1750 },
    ]);
  });

  it('counts those open after 19:00 on some day and those open on Sunday, and the deals', () => {
    const facts = pageFacts(listings);
    // a closes at 20:00, c at 21:30 on Sunday; b closes at 19:00, which is not after.
    expect(facts.openLate).toBe(2);
    expect(facts.openSunday).toBe(2);
    expect(facts.deals).toBe(3);
  });

  it('averages every rating given', () => {
    // (8×5 + 2×4 + 5×3 + 5×5) / 20 = 4.4
    expect(pageFacts(listings)).toMatchObject({ rating: 4.4, reviews: 20 });
    expect(pageFacts([listing('x')]).rating).toBeUndefined();
  });

  it('takes the middle price, or the mean of the two middle ones', () => {
    expect(median([3000, 1000, 2000])).toBe(2000);
    expect(median([1000, 1501])).toBe(1251);
  });
});

describe('links from a listing into the category pages', () => {
  it('ranks the same category in the same area first, then the nearest', () => {
    const here = listing('here', { geo: { lat: -1.29, lng: 36.78 } });
    const others = [
      listing('far', { location: 'karen', geo: { lat: -1.35, lng: 36.7 } }),
      listing('near', { location: 'lavington', geo: { lat: -1.28, lng: 36.77 } }),
      listing('same-area', { geo: { lat: -1.3, lng: 36.79 } }),
      listing('gym', { category: 'gym' }),
      here,
    ];
    expect(similarNearby(here, others).map((l) => l.id)).toEqual(['same-area', 'near', 'far']);
    expect(similarNearby(here, others, 1).map((l) => l.id)).toEqual(['same-area']);
  });

  it('puts the category and the category in the area in a listing’s breadcrumb, where they have a page', () => {
    const glow = {
      id: 'glow-nail-bar',
      name: 'Glow Nail Bar',
      category: 'nail-spa',
      location: 'kilimani',
    };
    expect(listingTrail(glow, 'en')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Services', href: '/services' },
      { label: 'Nail Salons in Nairobi', href: '/services/nail-salons' },
      { label: 'Nail Salons in Kilimani', href: '/services/nail-salons/in/kilimani' },
      { label: 'Glow Nail Bar', href: '/services/glow-nail-bar' },
    ]);
    expect(listingTrail({ ...glow, location: 'karen' }, 'sw').map((l) => l.href)).toEqual([
      '/',
      '/services',
      '/services/nail-salons',
      '/services/glow-nail-bar',
    ]);
    expect(
      listingTrail({ ...glow, category: 'make-up', location: 'cbd' }, 'en').map((l) => l.label),
    ).toEqual(['Home', 'Services', 'Glow Nail Bar']);
  });
});

describe('counting a page’s listings by kind (D38)', () => {
  const words = (lang: 'en' | 'sw') => {
    const nails = categoryById('nail-spa')!;
    return {
      places: nails.count[lang],
      professionals: nails.professionalCount![lang],
      kinds: dictionaryOf(lang).categoryPages.categoryPage.kinds,
    };
  };

  it('never counts a professional as a salon: Kilimani’s nail page has two and one nail technician', () => {
    const page = categoryPage('nail-spa', 'kilimani')!;
    // D34's threshold counts every kind: two salons and Njeri Wambui make the page.
    expect(page.listings.map((listing) => listing.id).sort()).toEqual([
      'glow-nail-bar',
      'kucha-nail-studio',
      'njeri-wambui',
    ]);
    const facts = pageFacts(page.listings);
    expect(facts).toMatchObject({ count: 3, businesses: 2, professionals: 1 });
    expect(countByKind('en', facts, words('en'))).toBe('2 nail salons and 1 nail technician');
    expect(countByKind('sw', facts, words('sw'))).toBe('Saluni 2 za kucha na fundi 1 wa kucha');
  });

  it('leaves out a kind with none, in both languages', () => {
    expect(countByKind('en', { businesses: 3, professionals: 0 }, words('en'))).toBe(
      '3 nail salons',
    );
    expect(countByKind('en', { businesses: 0, professionals: 1 }, words('en'))).toBe(
      '1 nail technician',
    );
    expect(countByKind('sw', { businesses: 0, professionals: 2 }, words('sw'))).toBe(
      'mafundi 2 wa kucha',
    );
  });

  it('gives every category with a page words for its professionals, in both languages', () => {
    for (const page of categoryPages) {
      expect(page.category.professionalCount?.en.other).toContain('{count}');
      expect(page.category.professionalCount?.sw.other).toContain('{count}');
    }
  });
});

describe('a category page’s title, counted by kind', () => {
  afterEach(() => renderIn('en'));

  it('stays within what search results show, in both languages, going without the price if it must', async () => {
    for (const lang of ['en', 'sw'] as const) {
      renderIn(lang);
      for (const page of categoryPages) {
        const { title } = await categoryPageMetadata(page.category.id, page.area?.slug, 1);
        const text = typeof title === 'string' ? title : (title as { absolute: string }).absolute;
        expect([page.href, text.length <= maxTitleLength]).toEqual([page.href, true]);
      }
    }
    renderIn('sw');
    const { title } = await categoryPageMetadata('hair-salon', undefined, 1);
    expect(title).toEqual({ absolute: expect.stringMatching(/^Saluni 6 za nywele na wasusi 2 /) });
  });
});

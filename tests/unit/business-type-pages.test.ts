import { navMenus } from '@/components/nav-menus';
import { businessTypePages } from '@/content/business-type-pages';
import { businessTypes } from '@/content/business-types';
import { dictionaryOf } from '@/content/dictionary';
import { features } from '@/content/features-menu';
import { site } from '@/content/site';
import { businessTypeCards, businessTypePage, businessTypesFeaturing } from '@/lib/page-links';

const english = dictionaryOf('en');

/** Every piece of copy in a value, skipping artwork and feature slugs (references, not copy). */
function copyOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(copyOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) =>
      key === 'image' || key === 'slug' ? [] : copyOf(inner),
    );
  }
  return [];
}

const pages = businessTypes.map((type) => ({
  ...type,
  page: businessTypePage(english, type.slug),
}));

describe('business-type page copy', () => {
  it('exists for every slug in the Business Types menu, and only for those', () => {
    expect(Object.keys(businessTypePages).sort()).toEqual(
      businessTypes.map((type) => type.slug).sort(),
    );
    expect(pages).toHaveLength(17);
  });

  it('is written for each trade: no sentence appears on two trades’ pages', () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const { slug, page } of pages) {
      for (const text of new Set(copyOf(page))) {
        const first = seen.get(text);
        if (first) repeats.push(`"${text}" on ${first} and ${slug}`);
        else seen.set(text, slug);
      }
    }
    expect(repeats).toEqual([]);
  });

  it('gives every page a distinct title, headline, intro and description of a sensible length', () => {
    for (const field of ['title', 'headline', 'intro', 'description', 'summary'] as const) {
      expect(new Set(pages.map(({ page }) => page[field])).size).toBe(pages.length);
    }
    for (const { page } of pages) {
      expect(`${page.title} | ${site.name}`.length).toBeLessThanOrEqual(70);
      expect(page.description.length).toBeGreaterThanOrEqual(70);
      expect(page.description.length).toBeLessThanOrEqual(170);
    }
  });

  it('names three or four different features per trade, each with its reason', () => {
    const slugs = new Set<string>(features.map((feature) => feature.slug));
    for (const { page } of pages) {
      const named = page.features.map((feature) => feature.slug);
      expect(named.length).toBeGreaterThanOrEqual(3);
      expect(named.length).toBeLessThanOrEqual(4);
      expect(new Set(named).size).toBe(named.length);
      for (const slug of named) expect(slugs).toContain(slug);
    }
  });

  it('quotes no figure beyond the specification’s', () => {
    // A figure: a number with +, % or k, or any number from 100 up (durations stay smaller).
    const allowed = [500, 750, 2000, 13];
    const figures = pages
      .flatMap(({ page }) =>
        copyOf(page).flatMap((text) => text.match(/\d[\d,]*(?:\s*[+%k])?/gi) ?? []),
      )
      .filter((token) => /[+%k]/i.test(token) || Number(token.replace(/\D/g, '')) >= 100);
    expect(figures.length).toBeGreaterThan(0);
    for (const figure of figures) expect(allowed).toContain(Number(figure.replace(/\D/g, '')));
  });
});

describe('the /business-types cards', () => {
  it('follow the menu: same groups, same entries, same links, the gym page included', () => {
    expect(
      businessTypeCards(english).map((group) => ({
        title: group.title,
        links: group.cards.map(({ label, href }) => ({ label, href })),
      })),
    ).toEqual(navMenus(english)['business-types'].groups);
    const gym = businessTypeCards(english)
      .flatMap((group) => group.cards)
      .find((c) => c.href === '/gym-fitness');
    expect(gym?.summary).toBeTruthy();
  });
});

describe('businessTypesFeaturing', () => {
  it('lists, in menu order, the trades whose page names the feature', () => {
    expect(businessTypesFeaturing(english, 'live-stream').map((link) => link.href)).toEqual([
      '/business-types/personal-trainers',
      '/business-types/yoga-pilates',
      '/business-types/coaching',
      '/business-types/dance-studios',
      '/business-types/digital-influencers',
    ]);
  });

  it('finds at least one trade for every feature', () => {
    for (const feature of features) {
      expect(businessTypesFeaturing(english, feature.slug).length).toBeGreaterThan(0);
    }
  });
});

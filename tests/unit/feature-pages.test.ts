import { navMenus } from '@/components/nav-menus';
import { dictionaryOf } from '@/content/dictionary';
import { featurePages } from '@/content/feature-pages';
import { features } from '@/content/features-menu';
import { featureCards, featurePage } from '@/lib/page-links';

const english = dictionaryOf('en');
const pages = features.map((feature) => ({ ...feature, page: featurePage(english, feature.slug) }));

describe('feature page copy', () => {
  it('exists for every feature in the Features menu, and only for those', () => {
    expect(Object.keys(featurePages).sort()).toEqual(features.map((f) => f.slug).sort());
    expect(pages).toHaveLength(11);
  });

  it('gives every page its own title, headline, intro, description and summary', () => {
    for (const field of ['title', 'headline', 'intro', 'description', 'summary'] as const) {
      expect(new Set(pages.map(({ page }) => page[field])).size).toBe(pages.length);
    }
    for (const { page } of pages) {
      expect(`${page.title} | Miadi`.length).toBeLessThanOrEqual(70);
      expect(page.description.length).toBeLessThanOrEqual(170);
    }
  });

  it('explains what it does and how, in several steps', () => {
    for (const { page } of pages) {
      expect(page.capabilities.length).toBeGreaterThanOrEqual(3);
      expect(page.steps.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('relates each feature to other, existing features', () => {
    const slugs = new Set<string>(features.map((f) => f.slug));
    for (const { slug, page } of pages) {
      expect(page.related.length).toBeGreaterThanOrEqual(2);
      expect(page.related).not.toContain(slug);
      expect(new Set(page.related).size).toBe(page.related.length);
      for (const related of page.related) expect(slugs).toContain(related);
    }
  });

  it('quotes no figure: the specification’s are the only ones the site may use', () => {
    const text = JSON.stringify(featurePages);
    const figures = (text.match(/\d[\d,]*(?:\s*[+%k])?/gi) ?? []).filter(
      (token) => /[+%k]/i.test(token) || Number(token.replace(/\D/g, '')) >= 100,
    );
    expect(figures).toEqual([]);
  });

  it('covers the specification’s pitch points between them', () => {
    const text = JSON.stringify(featurePages).toLowerCase();
    for (const point of [
      'reminder',
      'waitlist',
      'no-show',
      'cancellation fee',
      'lead time',
      '15, 20 or 30 minutes',
      'resource booking',
      'booking widget',
      'instagram',
      'map',
      'm-pesa',
      'card',
      'apple pay',
      'online store',
      'profile',
      'invoice',
      'membership',
      'free listing',
      'daily deal',
    ]) {
      expect(text).toContain(point);
    }
  });
});

describe('the /features cards', () => {
  it('follow the menu: its three headings, its features, its links', () => {
    expect(
      featureCards(english).map((group) => ({
        title: group.title,
        links: group.cards.map(({ label, href }) => ({ label, href })),
      })),
    ).toEqual(navMenus(english).features.groups);
    expect(featureCards(english).map((group) => group.title)).toEqual([
      'Calendar & Booking',
      'Inventory',
      'Membership',
    ]);
  });
});

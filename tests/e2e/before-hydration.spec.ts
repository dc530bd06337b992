import { expect, test } from '@playwright/test';
import { businessTypes } from '@/content/business-types';
import { bestRated, businesses } from '@/lib/catalogue';
import { catalogueWordsIn } from '@/lib/catalogue-words';
import { SHOWCASE } from '@/lib/listing-card';
import { articleRoutes } from '@/lib/blog-files';
import { features } from '@/content/features-menu';
import { recommended } from '@/content/services';
import { blogLink } from '@/content/blog-index';
import { embedHref } from '@/lib/hrefs';
import { expectNoSeriousA11yIssues } from './axe';
import { areaHref, businessTypeHref, featureHref, listingHref } from '@/lib/hrefs';

// What a visitor on a slow phone meets before the scripts have run: the static HTML. Each
// page template is checked at DOMContentLoaded with its scripts held back until axe is done,
// so a control that only works, or only stops being hidden, after hydration shows up here
// (axe's aria-hidden-focus among others). Holding the scripts is what keeps the page static;
// slowing the CPU as well would only slow axe. It is a slow phone's first seconds, so it runs
// at phone width, and it is the gate's only axe at a phone's width: site-quality.spec.ts checks
// the hydrated pages at desktop width. One line per template, and per page that is one of a
// kind; add new ones here.
const templates: [template: string, path: string, status?: number][] = [
  ['landing', '/'],
  ['services', '/services'],
  ['gym', '/gym-fitness'],
  ['business types', '/business-types'],
  ['business type', businessTypeHref(businessTypes[0]!)],
  ['features', '/features'],
  ['feature', featureHref(features[0]!.slug)],
  ['pricing', '/pricing'],
  ['about', '/about'],
  ['demo', '/demo'],
  ['register', '/register'],
  ['signup', '/signup'],
  ['login', '/login'],
  ['forgot password', '/forgot-password'],
  ['legal', '/privacy'],
  ['listing', listingHref('glow-nail-bar')],
  ['listing with classes', listingHref('karen-fitness-hub')],
  ['booking widget', embedHref('glow-nail-bar')],
  ['area', areaHref('westlands')],
  ['blog', blogLink.href],
  ['article', articleRoutes()[0]!],
  ['404', '/no-such-page', 404],
];

test.describe('at a phone’s width', { tag: '@phone' }, () => {
  // Skipped before the page is made: a desktop run spends nothing on these.
  test.skip(
    ({ isMobile }) => !isMobile,
    'a slow phone meets the static HTML; desktop meets the hydrated page',
  );

  for (const [template, path, status = 200] of templates) {
    test(`${template} (${path}): no serious a11y finding before its scripts run`, async ({
      page,
    }) => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/_next/static/**/*.js', async (route) => {
        await released;
        await route.continue().catch(() => {}); // the page may be closing
      });
      const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
      expect(response?.status()).toBe(status);
      try {
        await expectNoSeriousA11yIssues(page);
      } finally {
        release();
      }
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, words, areas, categories] of [
    ['/services', 'only with JavaScript on', 'area', 'kind of service'],
    ['/sw/services', 'JavaScript ikiwa imewashwa', 'eneo lake', 'aina ya huduma'],
  ] as const) {
    test(`${path}: the search says the area and category sections are the way in`, async ({
      page,
    }) => {
      await page.goto(path);
      const note = page.locator('#search p').filter({ hasText: words });
      await expect(note).toBeVisible();
      await note.getByRole('link', { name: areas, exact: true }).click();
      await expect(page).toHaveURL(/#locations$/);
      await expect(page.locator('#locations').getByRole('link').first()).toBeVisible();
      await expect(note.getByRole('link', { name: categories, exact: true })).toHaveAttribute(
        'href',
        '#categories',
      );
    });
  }

  test('the recommended services are readable, each under its category, with no dead tabs', async ({
    page,
  }) => {
    await page.goto('/services');
    const section = page.locator('#recommended');
    await expect(section.getByRole('tablist')).toBeHidden();
    for (const tab of recommended.tabs) {
      const label = catalogueWordsIn.en.categoryPlurals[tab.category]!;
      const panel = section.getByRole('tabpanel', { name: label });
      await expect(panel.getByRole('heading', { name: label, exact: true })).toBeVisible();
      const inTab = businesses.filter((b) => b.category === tab.category);
      for (const business of bestRated(inTab).slice(0, SHOWCASE.perTab)) {
        await expect(panel.locator(`#${business.id}`)).toBeVisible();
      }
    }
  });
});

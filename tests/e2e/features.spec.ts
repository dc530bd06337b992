import { expect, test } from '@playwright/test';
import { businessTypes } from '@/content/business-types';
import { featurePages, featureSections, featuresIndex } from '@/content/feature-pages';
import { featureGroups, features } from '@/content/features-menu';
import { site } from '@/content/site';
import { dictionaryOf } from '@/content/dictionary';
import { navMenus } from '@/components/nav-menus';
import {
  businessTypesFeaturing,
  featureCards,
  featureEntries,
  featurePage,
} from '@/lib/page-links';
import { localizePath } from '@/lib/i18n';
import { expectBreadcrumbs, hrefsIn } from './page-checks';
import { businessTypeHref, featureHref } from '@/lib/hrefs';

const english = dictionaryOf('en');
const pages = features.map((feature) => ({
  ...feature,
  href: featureHref(feature.slug),
  page: featurePages[feature.slug],
}));
const featurePaths = new Set(pages.map((feature) => feature.href));
const businessTypePaths = new Set(businessTypes.map((type) => businessTypeHref(type)));

test('the index groups the features under Calendar & Booking, Inventory and Membership', async ({
  page,
}) => {
  await page.goto('/features');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(featuresIndex.headline);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    ...featureGroups.map((group) => group.title),
    featureSections.cta.title,
  ]);
  for (const group of navMenus(english).features.groups) {
    const region = page.getByRole('region', { name: group.title });
    await expect(region.getByRole('link')).toHaveText(group.links.map((link) => link.label));
    expect(await hrefsIn(region)).toEqual(group.links.map((link) => link.href));
  }
});

// One walk over the family: each feature page is loaded once for all that is checked on it.
test('every feature page: its own title and heading, what it does and how, links only to pages that exist, its breadcrumb trail', async ({
  page,
}) => {
  test.slow(); // every feature page, one after the other
  const titles = new Set<string>();
  for (const { slug, href, label, page: copy } of pages) {
    const response = await page.goto(href);
    expect(response?.status(), href).toBe(200);
    await expect(page).toHaveTitle(`${copy.title} | ${site.name}`);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveCount(1);
    await expect(h1).toHaveText(copy.headline);
    titles.add(await page.title());

    const steps = page.getByRole('region', { name: featureSections.steps }).getByRole('listitem');
    await expect(steps).toHaveCount(copy.steps.length);
    await expect(
      page
        .getByRole('region', { name: featureSections.capabilities })
        .getByRole('heading', { level: 3 }),
    ).toHaveText(copy.capabilities.map((point) => point.title));

    const related = await hrefsIn(page.getByRole('region', { name: featureSections.related }));
    expect(related).toEqual(copy.related.map((other) => featureHref(other)));
    expect(related).not.toContain(href);

    // The booking widget lists the catalogue's categories instead (booking-widget.spec.ts).
    const usedBy = await hrefsIn(page.getByRole('region', { name: featureSections.usedBy }));
    const types = slug === 'booking-widget' ? [] : businessTypesFeaturing(english, slug);
    expect(usedBy).toEqual(types.map((link) => link.href));

    for (const target of await hrefsIn(page.getByRole('main'))) {
      if (target.startsWith('/features/')) expect(featurePaths, href).toContain(target);
      if (target.startsWith('/business-types/')) expect(businessTypePaths, href).toContain(target);
    }

    await expectBreadcrumbs(page, [
      { label: 'Home', href: '/' },
      { label: featuresIndex.breadcrumb, href: '/features' },
      { label, href },
    ]);
  }
  expect(titles.size).toBe(pages.length);
});

test('the breadcrumb leads back to the features index', async ({ page }) => {
  await page.goto('/features/market-place');
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: featuresIndex.breadcrumb })
    .click();
  await expect(page).toHaveURL(/\/features$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(featuresIndex.headline);
});

test.describe('in Kiswahili', () => {
  test.skip(({ isMobile }) => isMobile, 'the words are the same at every width');
  const words = dictionaryOf('sw');

  test('/sw/features groups the features under their Kiswahili headings', async ({ page }) => {
    await page.goto('/sw/features');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      words.featurePages.featuresIndex.headline,
    );
    for (const group of featureCards(words)) {
      const region = page.getByRole('region', { name: group.title });
      await expect(region.getByRole('link')).toHaveText(group.cards.map((card) => card.label));
      expect(await hrefsIn(region)).toEqual(
        group.cards.map((card) => localizePath(card.href, 'sw')),
      );
    }
  });

  test('every feature page at /sw is in Kiswahili and links to Kiswahili pages', async ({
    page,
  }) => {
    test.slow(); // one visit per feature
    const sections = words.featurePages.featureSections;
    for (const feature of featureEntries(words)) {
      const copy = featurePage(words, feature.slug);
      await page.goto(localizePath(feature.href, 'sw'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.headline);
      await expect(page.getByText(`${feature.group} · ${feature.label}`)).toBeVisible();
      for (const title of [sections.capabilities, sections.steps, sections.related]) {
        await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
      }
      const trail = page.getByRole('navigation', { name: words.ui.breadcrumb }).getByRole('link');
      await expect(trail).toHaveText(['Nyumbani', 'Vipengele', feature.label]);
      const usedBy = businessTypesFeaturing(words, feature.slug);
      if (usedBy.length > 0 && feature.slug !== 'booking-widget') {
        const region = page.getByRole('region', { name: sections.usedBy });
        await expect(region.getByRole('link')).toHaveText(usedBy.map((link) => link.label));
        expect(await hrefsIn(region)).toEqual(usedBy.map((link) => localizePath(link.href, 'sw')));
      }
      for (const href of await hrefsIn(page.getByRole('main'))) {
        if (href.startsWith('/')) expect(href, `${feature.slug} → ${href}`).toMatch(/^\/sw(\/|$)/);
      }
    }
  });
});

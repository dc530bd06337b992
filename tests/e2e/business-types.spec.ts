import { expect, test } from '@playwright/test';
import { navMenus } from '@/components/nav-menus';
import { businessTypeSections, businessTypesIndex } from '@/content/business-type-pages';
import { businessTypes } from '@/content/business-types';
import { features } from '@/content/features-menu';
import { site } from '@/content/site';
import { dictionaryOf } from '@/content/dictionary';
import { businessTypeCards, businessTypeEntries, businessTypePage } from '@/lib/page-links';
import { localizePath } from '@/lib/i18n';
import { expectBreadcrumbs, hrefsIn } from './page-checks';
import { businessTypeHref, featureHref } from '@/lib/hrefs';

const english = dictionaryOf('en');
const pages = businessTypes.map((type) => ({
  ...type,
  href: businessTypeHref(type),
  page: businessTypePage(english, type.slug),
}));
const featurePages = new Set(features.map((feature) => featureHref(feature.slug)));

test('the index lists every menu entry under its group, with its link', async ({ page }) => {
  await page.goto('/business-types');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(businessTypesIndex.headline);
  for (const group of navMenus(english)['business-types'].groups) {
    const region = page.getByRole('region', { name: group.title });
    await expect(region.getByRole('link')).toHaveText(group.links.map((link) => link.label));
    expect(await hrefsIn(region)).toEqual(group.links.map((link) => link.href));
  }
  await expect(
    page.getByRole('region', { name: 'Fitness' }).getByRole('link', { name: 'Gym & Fitness' }),
  ).toHaveAttribute('href', '/gym-fitness');
});

// One walk over the family: each business-type page is loaded once for all that is checked on it.
test('every business-type page: its own title and heading, the feature pages it names and no missing one, its breadcrumb trail', async ({
  page,
}) => {
  test.slow(); // every business-type page, one after the other
  const titles = new Set<string>();
  const headings = new Set<string>();
  for (const { href, label, page: copy } of pages) {
    const response = await page.goto(href);
    expect(response?.status(), href).toBe(200);
    await expect(page).toHaveTitle(`${copy.title} | ${site.name}`);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveCount(1);
    await expect(h1).toHaveText(copy.headline);
    titles.add(await page.title());
    headings.add(copy.headline);

    // The features the page names; the booking-link note's way to the owners' page aside.
    const linked = (await hrefsIn(page.getByRole('main'))).filter(
      (h) => h.startsWith('/features') && !h.endsWith('#get-the-code'),
    );
    expect(await hrefsIn(page.getByRole('main'))).toContain(
      '/features/booking-widget#get-the-code',
    );
    for (const target of linked) expect(featurePages, `${href} → ${target}`).toContain(target);
    expect(new Set(linked)).toEqual(new Set(copy.features.map((f) => featureHref(f.slug))));

    await expectBreadcrumbs(page, [
      { label: 'Home', href: '/' },
      { label: businessTypesIndex.breadcrumb, href: '/business-types' },
      { label, href },
    ]);
  }
  expect(titles.size).toBe(pages.length);
  expect(headings.size).toBe(pages.length);
});

test('a trade page speaks to that trade and offers Register Business and Book a Demo', async ({
  page,
}) => {
  const checks = {
    '/business-types/tattoo': ['consultation form', 'design deposit'],
    '/business-types/legal-services': ['consultation', 'confidential'],
    '/business-types/pet-grooming': ['pet profile', 'vaccination'],
    '/business-types/dj-mc-services': ['event', 'deposit'],
  };
  for (const [href, phrases] of Object.entries(checks)) {
    await page.goto(href);
    const main = page.getByRole('main');
    for (const phrase of phrases) {
      await expect(main.getByText(new RegExp(phrase, 'i')).first()).toBeVisible();
    }
  }
  await page.goto('/business-types/tattoo');
  const hero = page.getByRole('region', { name: businessTypePage(english, 'tattoo').headline });
  await expect(hero.getByRole('link', { name: 'Register Business' })).toHaveAttribute(
    'href',
    '/signup',
  );
  await expect(hero.getByRole('link', { name: 'Book a Demo' })).toHaveAttribute('href', '/demo');
  await expect(
    page.getByRole('region', { name: businessTypeSections.proof }).getByText('Kevin Mwangi'),
  ).toBeVisible();
});

test('a feature link on a trade page leads to that feature', async ({ page }) => {
  await page.goto('/business-types/salon-barber');
  await page
    .getByRole('region', { name: businessTypeSections.features })
    .getByRole('link', { name: /payments/i })
    .click();
  await expect(page).toHaveURL(/\/features\/payment$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('in Kiswahili', () => {
  test.skip(({ isMobile }) => isMobile, 'the words are the same at every width');
  const words = dictionaryOf('sw');
  const swPages = businessTypeEntries(words).map((type) => ({
    ...type,
    page: businessTypePage(words, type.slug),
  }));

  test('/sw/business-types lists every entry under its Kiswahili group, in Kiswahili', async ({
    page,
  }) => {
    await page.goto('/sw/business-types');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      words.businessTypePages.businessTypesIndex.headline,
    );
    for (const group of businessTypeCards(words)) {
      const region = page.getByRole('region', { name: group.title });
      await expect(region.getByRole('link')).toHaveText(group.cards.map((card) => card.label));
      expect(await hrefsIn(region)).toEqual(
        group.cards.map((card) => localizePath(card.href, 'sw')),
      );
    }
    await expect(page.getByRole('link', { name: 'Sajili Biashara' }).first()).toHaveAttribute(
      'href',
      '/sw/signup',
    );
  });

  test('every trade page at /sw has its Kiswahili title, heading, trail and feature links', async ({
    page,
  }) => {
    test.slow(); // one visit per trade
    for (const { href, label, page: copy } of swPages) {
      await page.goto(localizePath(href, 'sw'));
      expect(await page.title()).toMatch(new RegExp(`^${escapeRegExp(copy.title)}( \\| Miadi)?$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.headline);
      const trail = page.getByRole('navigation', { name: words.ui.breadcrumb }).getByRole('link');
      await expect(trail).toHaveText(['Nyumbani', 'Aina za biashara', label]);
      const linked = (await hrefsIn(page.getByRole('main'))).filter(
        (h) => h.startsWith('/sw/features') && !h.endsWith('#get-the-code'),
      );
      expect(new Set(linked), href).toEqual(
        new Set(copy.features.map((f) => localizePath(featureHref(f.slug), 'sw'))),
      );
    }
  });

  test('a Kiswahili trade page names its sections and features in Kiswahili', async ({ page }) => {
    await page.goto('/sw/business-types/salon-barber');
    const sections = words.businessTypePages.businessTypeSections;
    for (const title of Object.values(sections)) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    await page
      .getByRole('region', { name: sections.features })
      .getByRole('link', { name: /^Soma zaidi kuhusu malipo/ })
      .click();
    await expect(page).toHaveURL(/\/sw\/features\/payment$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      words.featurePages.featurePages.payment.headline,
    );
  });
});

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

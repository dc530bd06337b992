import { expect, test, type Page } from '@playwright/test';
import { dictionaryOf } from '@/content/dictionary';
import type { Lang } from '@/lib/i18n';
import { localizePath } from '@/lib/i18n';

/**
 * One way to register (D33): every Register and Register Business on the pages that offer
 * them leads to /signup in the page's language, and every Book a Demo to /demo. Nothing leads
 * to another site to register.
 */

/** The pages that offer registering, with how many Register Business and Book a Demo each has. */
const pages = [
  { path: '/', registerBusiness: 2, demo: 2 },
  { path: '/gym-fitness', registerBusiness: 1, demo: 0 },
  { path: '/business-types', registerBusiness: 2, demo: 2 },
  { path: '/business-types/tattoo', registerBusiness: 2, demo: 2 },
  { path: '/features', registerBusiness: 2, demo: 2 },
  { path: '/features/payment', registerBusiness: 2, demo: 2 },
  { path: '/features/booking-widget', registerBusiness: 2, demo: 2 },
  { path: '/register', registerBusiness: 0, demo: 0 },
] as const;

function labels(lang: Lang) {
  const words = dictionaryOf(lang);
  return {
    register: words.navigation.registerLink.label,
    registerBusiness: words.sharedLinks.registerBusinessLink.label,
    demo: words.sharedLinks.bookDemoLink.label,
    createAccount: words.register.register.signupAction,
  };
}

async function expectAllLeadTo(page: Page, name: string, count: number, href: string) {
  const links = page.getByRole('link', { name, exact: true });
  await expect(links).toHaveCount(count);
  for (const link of await links.all()) await expect(link).toHaveAttribute('href', href);
}

for (const lang of ['en', 'sw'] as const) {
  test.describe(lang === 'en' ? 'in English' : 'in Kiswahili', () => {
    test.skip(
      ({ isMobile }) => isMobile,
      'the links are the same at every width; the drawer’s Register is navigation.spec’s',
    );
    const words = labels(lang);

    for (const { path, registerBusiness, demo } of pages) {
      const at = localizePath(path, lang);
      test(`${at}: Register leads to sign-up and Book a Demo to the demo page`, async ({
        page,
      }) => {
        await page.goto(at);
        const signup = localizePath('/signup', lang);
        // The header's Register, and the page's own Register Business buttons.
        await expectAllLeadTo(page, words.register, 1, signup);
        await expectAllLeadTo(page, words.registerBusiness, registerBusiness, signup);
        await expectAllLeadTo(page, words.demo, demo, localizePath('/demo', lang));
        if (path === '/register') {
          await expectAllLeadTo(page, words.createAccount, 2, signup);
        }
        // No address of another site to register at, in any link of the page.
        const hosts = await page
          .locator('a[href^="http"]')
          .evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href)));
        expect(hosts.filter((url) => /admin|register|signup/i.test(url.href))).toEqual([]);
      });
    }

    test('Register Business in the hero opens sign-up in the page’s language', async ({ page }) => {
      await page.goto(localizePath('/', lang));
      await page
        .locator('#home')
        .getByRole('link', { name: words.registerBusiness, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${localizePath('/signup', lang)}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 2 })).toContainText(
        dictionaryOf(lang).signup.signupSteps[0].title,
      );
    });
  });
}

import { expect, test, type Page } from '@playwright/test';
import { kiswahiliSamples, templatedRoutes, templateSamples } from '../route-samples';
import { splitPath } from '@/lib/i18n';
import { exportedPages, stylesheets } from '../../scripts/site-pages.mjs';
import { exportedHtml } from './exported';
import { expectNoSeriousA11yIssues } from './axe';

// Site-wide gates over every page the export contains (read from out/, so new pages are
// covered without being listed), under the real headers from out/_headers.

// Pages made from one template, and the Kiswahili twins of English pages, are represented by
// a sample of each kind: every template in English, and the Kiswahili sample (the same
// components and layout, with other words). At desktop width: a phone loads the same files,
// runs the same scripts and gets the same markup (no srcset, no script that asks the width),
// and before-hydration.spec.ts runs axe on every template at a phone's width.
const routes = exportedPages('out')
  .map((page) => page.route)
  .filter((route) =>
    splitPath(route).lang === 'sw'
      ? kiswahiliSamples.includes(route)
      : !templatedRoutes.has(route) || (templateSamples as readonly string[]).includes(route),
  );
const UNKNOWN = '/no-such-page-here';

/**
 * Collects what must never happen on a page: a Content-Security-Policy violation, an uncaught
 * error, a request to any origin but the site's own (D12), a subresource that fails.
 */
async function watchForProblems(page: Page, origin: string) {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} ${event.sample}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/content.security.policy/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`Uncaught: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^(https?|wss?):$/.test(url.protocol) && url.origin !== origin) {
      problems.push(`Request to another origin: ${request.url()}`);
    }
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && response.request().resourceType() !== 'document') {
      problems.push(`${response.status()} for ${response.url()}`);
    }
  });
  return problems;
}

/**
 * Axe runs on every English page here, and on one Kiswahili page: the others are their English
 * twins' markup with other words. What axe would find in those words alone, an empty name, is
 * caught for every string by tests/unit/i18n-content.test.ts, and each page's lang by
 * languages.spec.ts; the Kiswahili samples still load here for the policy, errors and requests.
 */
const runsAxe = (route: string) => splitPath(route).lang === 'en' || route === '/sw';

for (const route of [...routes, UNKNOWN]) {
  const axe = runsAxe(route);
  const title = `${route}: loads under its policy, only from this site${axe ? ', with no serious a11y finding' : ''}`;
  test(title, async ({ page, baseURL }) => {
    const problems = await watchForProblems(page, new URL(baseURL!).origin);
    // Rotators stand still, so axe never catches a slide half faded in.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const response = await page.goto(route);
    expect(response?.status()).toBe(route === UNKNOWN ? 404 : 200);
    // Check the page as visitors use it: hydrated, with its islands' own markup in place.
    await page.waitForLoadState('networkidle');
    if (axe) await expectNoSeriousA11yIssues(page);
    expect(problems).toEqual([]);
  });
}

test(
  'the menus and the contact form work under the policy',
  { tag: '@phone' },
  async ({ page, baseURL, viewport }) => {
    const problems = await watchForProblems(page, new URL(baseURL!).origin);
    await page.goto('/');
    if ((viewport?.width ?? 0) < 768) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await drawer.locator('summary', { hasText: 'Business Types' }).click();
      await expect(drawer.getByRole('link', { name: 'Pet Grooming' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    } else {
      const menu = page.getByRole('button', { name: 'Business Types' });
      await menu.click();
      await expect(page.getByRole('link', { name: 'Pet Grooming' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('link', { name: 'Pet Grooming' })).toBeHidden();
      await expect(menu).toBeFocused();
    }

    // No form endpoint in this build: the message goes to the email app, a navigation the
    // policy does not restrict (form-action only governs form submissions).
    const form = page.locator('#contact-us form');
    await form.getByLabel('First name').fill('Achieng');
    await form.getByLabel('Last name').fill('Odhiambo');
    await form.getByLabel('Email').fill('achieng@example.com');
    await form.getByLabel('Phone').fill('0712 345 678');
    await form.getByLabel('Message').fill('Do you support two branches?');
    await form.getByRole('button', { name: 'Send by email' }).click();
    await expect(form.getByRole('status')).toContainText('Your email app should now open');
    expect(problems).toEqual([]);
  },
);

test.describe('headers', () => {
  test('every page, its .html twin and unknown paths carry the site-wide security headers', async ({
    request,
  }) => {
    // Two requests for each of some 300 pages: more than the default 30 s beside other tests.
    test.setTimeout(120_000);
    const pages = exportedPages('out');
    const paths = pages.flatMap((page) => [page.route, `/${page.file}`]);
    const unknown = ['/services/no-such-listing', '/_next/static/no-such-file.js'];
    // A page's stylesheets are preloaded from its headers, so the browser asks for them before
    // it has read the page's <head> (docs/performance.md); other files preload nothing.
    const preloads = new Map(
      pages.flatMap((page) => {
        const sheets = stylesheets(exportedHtml(page.file).elements);
        const link = sheets.map((href) => `<${href}>; rel=preload; as=style`).join(', ');
        return [
          [page.route, link],
          [`/${page.file}`, link],
        ];
      }),
    );
    for (const path of [...paths, ...unknown, UNKNOWN, '/embed.js']) {
      const headers = (await request.get(path)).headers();
      if (preloads.has(path) || /\.js$/.test(path))
        expect(headers.link, `the Link header of ${path}`).toBe(preloads.get(path));
      // Scripts and styles are governed by each page's <meta> policy; the header carries what
      // a <meta> cannot (tests/e2e/export-files.spec.ts checks the <meta> of every page).
      // Only the booking widget's pages may be framed, by any site, and only its script
      // loaded by one (D27). The guard sits on rules for the export's own names, so a path
      // under none of them (UNKNOWN) has the site-wide headers only (docs/security-headers.md).
      const widgetPage = /^(\/sw)?\/embed\//.test(path);
      const guarded = !widgetPage && path !== '/embed.js' && path !== UNKNOWN;
      expect(headers['content-security-policy'], path).toBe(
        widgetPage ? 'frame-ancestors *' : guarded ? "frame-ancestors 'none'" : undefined,
      );
      expect(headers['x-frame-options'], path).toBe(guarded ? 'DENY' : undefined);
      expect(headers['cross-origin-resource-policy'], path).toBe(
        path === '/embed.js' ? 'cross-origin' : path === UNKNOWN ? undefined : 'same-origin',
      );
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['strict-transport-security'], path).toMatch(/max-age=\d+/);
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
      expect(headers['permissions-policy'], path).toContain('camera=()');
    }
  });
});

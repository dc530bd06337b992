import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scriptSources } from '../../scripts/site-pages.mjs';
import { templateSamples } from '../route-samples';

// The static HTML is the page (D25): scripts add behaviour and never take anything away, whatever
// a visitor's browser does to the page. A browser translator or an extension rewrites text
// before the page hydrates (React then renders it again from its page data), Chrome's
// translator wraps every text in <font> after it has hydrated, and a script can fail to load.

/** One page of every template: what the tests below load. */
const templates = [
  '/',
  '/services',
  '/gym-fitness',
  '/pricing',
  '/about',
  '/blog',
  '/privacy',
  '/signup',
  '/login',
  '/forgot-password',
  ...templateSamples,
];

/**
 * What must never vanish: the header's and footer's links, the page's own content, and the
 * stylesheets that draw it (the widget's pages have their own: app/global-error.tsx keeps them).
 */
async function inventory(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector('main') ?? document.body;
    const count = (selector: string, within: ParentNode = document) =>
      within.querySelectorAll(selector).length;
    return {
      headerLinks: count('header a'),
      footerLinks: count('footer a'),
      headings: count('h1, h2, h3', main),
      links: count('a', main),
      images: count('img', main),
      fields: count('input, select, textarea, button', main),
      h1: document.querySelector('h1')?.textContent?.trim().split(/\s+/)[0] ?? '',
      stylesheets: [
        ...new Set(
          Array.from(document.styleSheets, (sheet) => sheet.href && new URL(sheet.href).pathname),
        ),
      ]
        .filter(Boolean)
        .sort(),
    };
  });
}

/** Holds every script file of the page until `release`: the page stands as its static HTML. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Every control that waits for its island has been handed to it. */
async function expectReady(page: Page) {
  await expect(page.locator('[data-pending-script]')).toHaveCount(0, { timeout: 15_000 });
}

/** Uncaught errors, and islands that had to be drawn again (components/islands/island.tsx). */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /island failed/.test(message.text())) {
      errors.push(message.text());
    }
  });
  return errors;
}

test.describe('a page changed before it hydrates', () => {
  test.skip(({ isMobile }) => isMobile, 'the same markup at every width');

  for (const route of templates) {
    test(`${route} keeps its header, footer and content`, async ({ page }) => {
      const recoverable: string[] = [];
      page.on('pageerror', (error) => recoverable.push(error.message));
      page.on('console', (message) => recoverable.push(message.text()));
      const release = await holdScripts(page);
      await page.goto(route, { waitUntil: 'domcontentloaded' });
      const before = await inventory(page);
      expect(await page.locator('[data-pending-script]').count()).toBeGreaterThan(0);
      // As a translator does: one word more in the heading's text, before React sees it.
      await page.evaluate(() => {
        const h1 = document.querySelector('h1')!;
        const text = document.createTreeWalker(h1, NodeFilter.SHOW_TEXT).nextNode() as Text;
        text.data = `${text.data} (tafsiri)`;
      });
      release();
      await expectReady(page);
      // React saw the change (a hydration mismatch, error #418) and drew the page again.
      expect(recoverable.join('\n')).toMatch(/418|hydrat/i);
      expect(await inventory(page)).toEqual(before);
    });
  }
});

test.describe('a page translated after it has hydrated', () => {
  /** What Chrome's translator does to a page: every text wrapped in two <font> elements. */
  async function translate(page: Page) {
    await page.evaluate(() => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const texts: Text[] = [];
      while (walker.nextNode()) {
        const node = walker.currentNode as Text;
        if (node.data.trim() && !node.parentElement?.closest('script, style')) texts.push(node);
      }
      for (const text of texts) {
        const outer = document.createElement('font');
        const inner = document.createElement('font');
        inner.textContent = text.data.toUpperCase();
        outer.append(inner);
        text.replaceWith(outer);
      }
    });
  }

  const uses: Record<string, (page: Page) => Promise<void>> = {
    '/': async (page) => {
      await page.clock.runFor(10_000);
      await page.getByRole('button', { name: /pause testimonials/i }).click();
    },
    '/services': async (page) => {
      await page.clock.runFor(10_000);
      const search = page.getByRole('search');
      await search.getByLabel(/service/i).fill('nails');
      await search.getByRole('button', { name: /search/i }).click();
      await expect(page.locator('article#glow-nail-bar')).toBeVisible();
      await page
        .getByRole('button', { name: /save glow nail bar to favourites/i })
        .first()
        .click();
    },
    '/gym-fitness': async (page) => {
      await page.clock.runFor(12_000);
    },
    '/pricing': async (page) => {
      // The calculator's figures and its error are each replaced whole as they change.
      const calculator = page.locator('#cost-calculator');
      const results = calculator.getByRole('region', { name: /your results/i });
      await calculator.getByLabel(/bookings a month/i).fill('40');
      await calculator.getByLabel(/price of a visit/i).fill('3000');
      await expect(results).toContainText(/kes 2,400/i);
      // An invalid figure takes the result away, and a valid one brings it back.
      await calculator.getByLabel(/price of a visit/i).fill('abc');
      await expect(calculator.locator('[aria-live] p')).toHaveText([/in figures/i]);
      await expect(results.getByRole('listitem')).toHaveCount(0);
      await calculator.getByLabel(/price of a visit/i).fill('2000');
      await expect(results).toContainText(/kes 1,600/i);
    },
    '/services/glow-nail-bar': async (page) => {
      const form = page.locator('#book form');
      await form
        .getByRole('button', { name: /request|send|book/i })
        .first()
        .click();
      // Each empty required field says so, and the form's status counts them.
      await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expect(form.getByRole('status')).toHaveText(/\d|field/i);
    },
    '/signup': async (page) => {
      await page.getByRole('button', { name: /continue/i }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
    },
  };

  for (const [route, use] of Object.entries(uses)) {
    test(`${route} keeps working, and keeps everything, once translated`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.clock.install();
      await page.goto(route);
      await expectReady(page);
      const before = await inventory(page);
      await translate(page);
      await use(page);
      const after = await inventory(page);
      expect(errors).toEqual([]);
      expect(after.headerLinks).toBe(before.headerLinks);
      expect(after.footerLinks).toBe(before.footerLinks);
      expect(after.headings).toBeGreaterThanOrEqual(before.headings);
      expect(after.h1).not.toBe('');
    });
  }
});

/**
 * The scripts each template's test fails: every script the template's HTML names, except those
 * an earlier template already failed (the framework's and the layout's chunks are on every
 * page, and fail the same way wherever they are).
 */
function scriptsToFail() {
  const seen = new Set<string>();
  return templates.map((route) => {
    const file = route === '/' ? 'index.html' : `${route.slice(1)}.html`;
    const scripts = scriptSources(readFileSync(join('out', file), 'utf8')) as string[];
    const fresh = scripts.filter((src) => !seen.has(src));
    fresh.forEach((src) => seen.add(src));
    return [route, fresh] as const;
  });
}

test.describe('a script that fails to load', () => {
  test.skip(({ isMobile }) => isMobile, 'the same scripts at every width');

  for (const [route, scripts] of scriptsToFail()) {
    if (scripts.length === 0) continue;
    test(`${route} keeps its content, and its controls say they wait, whichever script fails`, async ({
      page,
    }) => {
      // Two loads per script, each waiting for the failure: / has nine scripts.
      test.setTimeout(scripts.length * 20_000 + 30_000);
      await page.goto(route);
      await expectReady(page);
      const whole = await inventory(page);
      // A script can fail at once (the page then never hydrates) or late, after React has
      // started (it then renders the document again, and app/global-error.tsx keeps its HTML).
      for (const [script, delay] of scripts.flatMap((src) =>
        [0, 800].map((ms) => [src, ms] as const),
      )) {
        await page.unrouteAll();
        await page.route(
          (url) => url.pathname === script,
          async (held) => {
            await new Promise((resolve) => setTimeout(resolve, delay));
            // A request the page has since given up (it navigated on) is handled already.
            await held.abort().catch(() => {});
          },
        );
        const failed = page.waitForEvent('requestfailed', (request) =>
          request.url().endsWith(script),
        );
        await page.goto(route);
        await failed;
        await page.waitForTimeout(400);
        const left = await inventory(page);
        const what = `${route} without ${script}${delay ? ', failing late' : ''}`;
        expect({ ...left, fields: whole.fields }, what).toEqual(whole);
        // Whatever could not start says why, in the page's language.
        await expect(
          page.locator('[data-pending-script]:not([aria-describedby="needs-script"])'),
          `${what}: a waiting control that does not say why`,
        ).toHaveCount(0);
        await expect(page.locator('#needs-script')).toHaveText(/finished loading/);
      }
    });
  }
});

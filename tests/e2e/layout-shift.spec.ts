import { expect, test, type Page } from '@playwright/test';

// Nothing moves while a page hydrates (Lighthouse's CLS 0 covers the whole load). The static
// HTML paints first, with the scripts held back as on a slow phone, then hydration runs: an
// island that renders nothing on the server and something on the client (or the other way
// round) moves what is below it, and that shift, without any input, is what is summed here.
// One line per page whose islands sit above the fold on a phone.
// `saved`: the listings saved with a heart on this device before the page opens.
const pages: [what: string, path: string, saved?: string[]][] = [
  ['login: registration notice', '/login'],
  ['business: open-now line beside the booking button', '/services/glow-nail-bar'],
  ['professional: open-now line beside the booking button', '/services/kevin-mwangi'],
  ['Kiswahili business: the longer open-now line', '/sw/services/glow-nail-bar'],
  // Issue 52: the list arrives after hydration, its cards fetched one by one; the header's
  // heart shows its count; the listing's own heart is pressed.
  ['favourites: nothing saved', '/favourites', []],
  [
    'favourites: two saved, fetched after hydration',
    '/favourites',
    ['glow-nail-bar', 'tress-lounge'],
  ],
  ['Kiswahili favourites: two saved', '/sw/favourites', ['glow-nail-bar', 'serenity-day-spa']],
  [
    'a saved listing: its heart and the header’s count',
    '/services/glow-nail-bar',
    ['glow-nail-bar'],
  ],
];

/** Starts recording layout shifts before the page's own code runs. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; input: boolean; nodes: string[] }[] = [];
    Object.assign(window, { __layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      })[]) {
        shifts.push({
          value: entry.value,
          input: entry.hadRecentInput,
          nodes: entry.sources.map((source) =>
            source.node instanceof Element
              ? source.node.outerHTML.slice(0, 120)
              : String(source.node?.textContent),
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

for (const [what, path, saved] of pages) {
  test(
    `${what} (${path}): nothing shifts between the static HTML and hydration`,
    { tag: '@phone' },
    async ({ page }) => {
      test.slow(); // the CPU runs four times slower
      // Saturday 21:00 in Nairobi: listings are closed, and say when they open again.
      await page.clock.install({ time: new Date('2026-11-28T21:00:00+03:00') });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await recordLayoutShifts(page);
      if (saved) {
        await page.addInitScript(
          (raw) => window.localStorage.setItem('miadi:favourites', raw),
          JSON.stringify(saved),
        );
        // A slow connection (about 1.6 Mbps, as issue 52 measured): the saved cards come late.
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 150,
          downloadThroughput: (1.6 * 1024 * 1024) / 8,
          uploadThroughput: (750 * 1024) / 8,
        });
      }
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/_next/static/**/*.js', async (route) => {
        await released;
        await route.continue().catch(() => {}); // the page may be closing
      });
      try {
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        // The static HTML has painted, in its web font, once two frames have passed after the
        // font is in. A font that arrives late on a loaded machine moves text by a pixel when it
        // swaps in: a loading shift Lighthouse's CLS check measures, not one of hydration's, so
        // what was recorded until now is set aside and hydration is measured alone.
        await page.evaluate(async () => {
          await document.fonts.ready;
          await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
          (window as unknown as { __layoutShifts: unknown[] }).__layoutShifts.length = 0;
        });
      } finally {
        release();
      }
      // Hydrated: React has taken the page's <main> over; then two frames for the shifts.
      await page.waitForFunction(() =>
        Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__react')),
      );
      await page.waitForLoadState('networkidle');
      if (saved?.length && path.endsWith('/favourites')) {
        await expect(page.locator('main').getByRole('article')).toHaveCount(saved.length);
      }
      if (saved?.length) {
        await expect(
          page.getByRole('banner').getByText(String(saved.length), { exact: true }),
        ).toBeVisible();
      }
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      const shifts = await page.evaluate(
        () =>
          (
            window as unknown as {
              __layoutShifts: { value: number; input: boolean; nodes: string[] }[];
            }
          ).__layoutShifts,
      );
      const unprompted = shifts.filter((shift) => !shift.input);
      expect(unprompted, 'layout shifts without input').toEqual([]);
    },
  );
}

// The search mode of npm run bench (scripts/bench.mjs): issue 26's search targets, on the
// export in out/ (build it from a catalogue first, e.g. `npm run bench -- --catalogue FILE`).
//
// A visitor on the real-load profile (scripts/real-load.mjs: 1.6 Mbps, 150 ms RTT, CPU 4×,
// 390×844, cache off) opens /services, waits until it is ready, focuses the service box (which
// starts loading Pagefind), types a listing's name at 200 ms a character and presses Enter,
// which runs the search. Measured:
//   - from the Enter keystroke until that listing's card is on screen (target ≤ 1 s);
//   - every byte fetched from the focus until then: the first search, the search library
//     included (target ≤ 150 KB);
//   - then, on the same page, a second listing's name typed over the first and Enter: the
//     bytes a later search fetches (target ≤ 30 KB) and its time.
// The names are listings that are not among /services' own cards and that Pagefind finds
// alone (checked first, without throttling), so each search matches one listing.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { summary } from './bench-stats.mjs';
import { throttledPage } from './real-load.mjs';

export const SEARCH_TARGETS = { resultMs: 1000, firstKB: 150, laterKB: 30 };
const TYPING_DELAY_MS = 200;
const RESULT_TIMEOUT_MS = 30_000;

/** The English cards of listings /services does not show itself, by id, with their names. */
function listingsNotOnFirstPage(dir) {
  const firstPage = readFileSync(join(dir, 'services.html'), 'utf8');
  const cards = join(dir, 'search', 'cards', 'en');
  return readdirSync(cards)
    .map((file) => JSON.parse(readFileSync(join(cards, file), 'utf8')))
    .filter((card) => !firstPage.includes(`href="${card.href}"`))
    .map((card) => ({ id: card.id, href: card.href, name: card.name.text }));
}

/** Spreads picks over the catalogue, the same ones every run. */
function spread(list, count) {
  const step = Math.max(1, Math.floor(list.length / count));
  return list.filter((_, index) => index % step === 0).slice(0, count);
}

/** Listings whose own name finds them alone, asked of Pagefind in an unthrottled page. */
async function uniquelyFound(browser, origin, candidates, wanted) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/services`);
    const counts = await page.evaluate(
      async (names) => {
        const pagefind = await import('/pagefind/pagefind.js');
        await pagefind.options({ bundlePath: '/pagefind/' });
        await pagefind.init();
        const found = [];
        for (const name of names) found.push((await pagefind.search(name)).results.length);
        return found;
      },
      candidates.map((candidate) => candidate.name),
    );
    return candidates.filter((_, index) => counts[index] === 1).slice(0, wanted);
  } finally {
    await context.close();
  }
}

/** One visitor: two searches on one page load. Resolves with each search's time and bytes. */
async function visit(browser, origin, [first, second]) {
  const { context, page } = await throttledPage(browser);
  try {
    // Playwright's request events include the search's own worker, which fetches the index.
    let bytes = 0;
    const counting = new Set();
    page.on('requestfinished', (request) => {
      const sized = request.sizes().then((sizes) => {
        bytes += sizes.responseBodySize + sizes.responseHeadersSize;
      });
      counting.add(sized);
      sized.finally(() => counting.delete(sized)).catch(() => {});
    });
    await page.goto(`${origin}/services`, { waitUntil: 'load', timeout: 60_000 });
    const box = page.getByLabel('Service', { exact: true });
    await page.waitForFunction(() => !document.querySelector('[data-pending-script]'), null, {
      timeout: 60_000,
    });

    const search = async (listing) => {
      bytes = 0;
      await box.focus();
      await box.fill('');
      await box.pressSequentially(listing.name, { delay: TYPING_DELAY_MS });
      await page.waitForTimeout(TYPING_DELAY_MS);
      const pressed = Date.now();
      await box.press('Enter');
      const card = page.locator(`#results a[href="${listing.href}"]`).first();
      await card.waitFor({ state: 'visible', timeout: RESULT_TIMEOUT_MS });
      const ms = Date.now() - pressed;
      await Promise.all(counting);
      const cards = await page.locator('#results article').count();
      return { listing: listing.id, ms, kb: bytes / 1024, cards };
    };
    return { first: await search(first), later: await search(second) };
  } finally {
    await context.close();
  }
}

/** Runs `visits` visitors against the export served at origin from dir; prints and returns. */
export async function searchMode({ browser, origin, dir, visits }) {
  const notShown = listingsNotOnFirstPage(dir);
  const listings = await uniquelyFound(browser, origin, spread(notShown, 60), visits * 2);
  if (listings.length < 2) {
    throw new Error('Found fewer than two listings that their own name finds alone.');
  }
  const samples = [];
  for (let index = 0; index < visits; index++) {
    const pair = [
      listings[(2 * index) % listings.length],
      listings[(2 * index + 1) % listings.length],
    ];
    process.stdout.write(
      `\rSearch ${index + 1}/${visits}: ${pair[0].name} , ${pair[1].name}`.padEnd(90),
    );
    samples.push(await visit(browser, origin, pair));
  }
  process.stdout.write('\n');
  const of = (key) => ({
    ms: summary(samples.map((sample) => sample[key].ms)),
    kb: summary(samples.map((sample) => sample[key].kb)),
  });
  const listingCount = readdirSync(join(dir, 'search', 'cards', 'en')).length;
  const result = {
    listings: listingCount,
    notOnFirstPage: notShown.length,
    first: of('first'),
    later: of('later'),
    targets: SEARCH_TARGETS,
    samples,
  };
  const line = (label, row, kbTarget) =>
    `${label}: result ${Math.round(row.ms.median)} ms after Enter (${row.ms.min}–${row.ms.max}; target ≤ ${SEARCH_TARGETS.resultMs}), fetched ${row.kb.median.toFixed(1)} KB (max ${row.kb.max.toFixed(1)}; target ≤ ${kbTarget})`;
  console.log(
    `Search among ${listingCount} listings, ${visits} visitors, each typing two names at ${TYPING_DELAY_MS} ms a character:`,
  );
  console.log(line('  first search', result.first, SEARCH_TARGETS.firstKB));
  console.log(line('  later search', result.later, SEARCH_TARGETS.laterKB));
  const extra = samples.flatMap((s) => [s.first, s.later]).filter((s) => s.cards !== 1);
  if (extra.length) console.log(`  ${extra.length} searches showed more than one card.`);
  return result;
}

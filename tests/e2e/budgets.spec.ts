import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { exportedPages, kilobytes, siteJavaScript } from '../../scripts/site-pages.mjs';
import { splitPath } from '@/lib/i18n';

// A JavaScript size budget per route (tests/budgets.json). Sizes of the export are
// deterministic, so this is a test, unlike the timings of npm run bench. The export is measured
// once, by the first test, in one worker: listing the tests measures nothing.
test.describe.configure({ mode: 'default' });

type Budget = { kb: number; measuredKb: number; date: string; note?: string };
type Budgets = { about: string; default: Budget; routes: Record<string, Budget> };

const budgets = JSON.parse(readFileSync('tests/budgets.json', 'utf8')) as Budgets;

/**
 * An exact route wins over a pattern (`/features/*`); the longest pattern wins over others.
 * A page has the same budget in every language (/sw/pricing is /pricing's): it ships only its
 * own language's words, so the same page must weigh the same.
 */
function budgetFor(page: string, { routes, default: fallback }: Budgets): Budget {
  const route = splitPath(page).path;
  if (routes[route]) return routes[route];
  const pattern = Object.keys(routes)
    .filter((key) => key.endsWith('/*') && route.startsWith(key.slice(0, -1)))
    .sort((a, b) => b.length - a.length)[0];
  return pattern ? routes[pattern]! : fallback;
}

let measured: Map<string, ReturnType<typeof siteJavaScript>[number]> | undefined;
const measure = (route: string) =>
  (measured ??= new Map(siteJavaScript('out').map((page) => [page.route, page]))).get(route)!;

for (const { route } of exportedPages('out')) {
  test(`${route} stays within its JavaScript budget`, () => {
    const page = measure(route);
    const budget = budgetFor(page.route, budgets);
    const files = page.files.map((file) => `${file.src} ${kilobytes(file.gzip)} KB`).join('\n');
    expect(
      kilobytes(page.total),
      `gzip KB of JavaScript on ${page.route} (inline ${kilobytes(page.inline)} KB):\n${files}`,
    ).toBeLessThanOrEqual(budget.kb);
  });
}

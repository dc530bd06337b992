/**
 * Lists that grow with the catalogue are shown a page at a time, each page a static document
 * of its own (page 1 at the list's address, page n at {address}/page/{n}), so the HTML of
 * each stays the same size whatever the catalogue holds, and every page is reached by plain
 * links with JavaScript off.
 */

/** How many cards one page of a list shows. */
export const PAGE_SIZE = 24;

/** How many pages `total` items make: at least one, so an empty list still has its page. */
export function pageCount(total: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** Page `n` (from 1) of `items`: empty past the last page. */
export function pageOf<T>(items: readonly T[], n: number, size = PAGE_SIZE): T[] {
  return items.slice((n - 1) * size, n * size);
}

/** The numbers of every page, 1 to `count`. */
export function pageNumbers(count: number): number[] {
  return Array.from({ length: count }, (_, i) => i + 1);
}

/** Page `n` of the list at `path`: the list's own address for page 1, then path/page/n. */
export function pageHref(path: string, n: number): string {
  return n === 1 ? path : `${path}/page/${n}`;
}

/** A gap in a page window: pages left out, shown as "…". */
export const GAP = 'gap';

/**
 * The pages a pagination nav links to: the first, the last and the current one with the two
 * either side, in order, with a GAP where pages are left out. A gap of a single page shows
 * that page instead, since its number takes no more room than the "…".
 * (4, 9) → [1, 2, 3, 4, 5, 6, GAP, 9]; (6, 12) → [1, GAP, 4, 5, 6, 7, 8, GAP, 12].
 */
export function pageWindow(current: number, count: number, around = 2): (number | typeof GAP)[] {
  const shown = pageNumbers(count).filter(
    (n) => n === 1 || n === count || Math.abs(n - current) <= around,
  );
  return shown.flatMap((n, i) => {
    const before = shown[i - 1];
    if (before === undefined || n - before === 1) return [n];
    return n - before === 2 ? [before + 1, n] : [GAP, n];
  });
}

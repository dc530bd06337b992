import { expect, type Locator, type Page } from '@playwright/test';
import { site } from '@/content/site';
import type { NavLink } from '@/content/types';

/** The hrefs of every link inside `scope`, as written in the page. */
export function hrefsIn(scope: Locator): Promise<string[]> {
  return scope
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** The visible breadcrumb trail and the BreadcrumbList given to search engines both match. */
export async function expectBreadcrumbs(page: Page, trail: readonly NavLink[]) {
  const nav = page.getByRole('navigation', { name: 'Breadcrumb' });
  const links = nav.getByRole('link');
  await expect(links).toHaveText(trail.map((link) => link.label));
  expect(await hrefsIn(nav)).toEqual(trail.map((link) => link.href));
  const current = trail.at(-1)!;
  await expect(nav.getByRole('link', { name: current.label, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  const scripts = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));
  const lists = scripts
    .map((text) => JSON.parse(text) as { '@type'?: string })
    .filter((data) => data['@type'] === 'BreadcrumbList') as {
    itemListElement: { position: number; name: string; item: string }[];
  }[];
  expect(lists).toHaveLength(1);
  expect(lists[0]!.itemListElement).toEqual(
    trail.map((link, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: link.label,
      item: new URL(link.href, site.url).toString(),
    })),
  );
}

/**
 * Waits until the page's islands run: a form's submit button is offered only then (see
 * components/islands/use-hydrated.ts), and every page with the site's footer has its newsletter
 * form, so its Subscribe button is what a visitor sees turn on.
 */
export async function expectHydrated(page: Page) {
  await expect(
    page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' }),
  ).toBeEnabled();
}

import { screen, within } from '@testing-library/react';
import { AreaDirectory } from '@/components/area-directory';
import { Pagination } from '@/components/pagination';
import { areaPageHrefs, areas, catalogue, listingsIn, rankingScore } from '@/lib/catalogue';
import { GAP, PAGE_SIZE, pageCount, pageHref, pageOf, pageWindow } from '@/lib/pages';
import { siteRoutes } from '@/lib/routes';
import { categoriesOf, giftVoucherHrefs, giftVoucherLists } from '@/lib/gift-voucher-pages';
import { renderServer } from './render-server';
import { renderIn } from './root-params';

const numbers = Array.from({ length: 50 }, (_, i) => i + 1);

describe('the paging helpers', () => {
  it('count the pages a list fills, one at least', () => {
    expect(PAGE_SIZE).toBe(24);
    expect([0, 1, 24, 25, 48, 49, 210].map((total) => pageCount(total))).toEqual([
      1, 1, 1, 2, 2, 3, 9,
    ]);
    expect(pageCount(10, 3)).toBe(4);
  });

  it('cut a list into pages in its order, the last one short', () => {
    expect(pageOf(numbers, 1)).toEqual(numbers.slice(0, 24));
    expect(pageOf(numbers, 2)).toEqual(numbers.slice(24, 48));
    expect(pageOf(numbers, 3)).toEqual([49, 50]);
    expect(pageOf(numbers, 4)).toEqual([]);
    expect([1, 2, 3].flatMap((n) => pageOf(numbers, n))).toEqual(numbers);
  });

  it('give page 1 the list’s own address and the others /page/n', () => {
    expect(pageHref('/services/in/karen', 1)).toBe('/services/in/karen');
    expect(pageHref('/services/in/karen', 2)).toBe('/services/in/karen/page/2');
  });

  it('link the first, the last and two either side of this page, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(1, 9)).toEqual([1, 2, 3, GAP, 9]);
    expect(pageWindow(4, 9)).toEqual([1, 2, 3, 4, 5, 6, GAP, 9]);
    expect(pageWindow(6, 12)).toEqual([1, GAP, 4, 5, 6, 7, 8, GAP, 12]);
    expect(pageWindow(9, 9)).toEqual([1, GAP, 7, 8, 9]);
    // A gap of one page shows that page: "…" would take as much room.
    expect(pageWindow(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageWindow(5, 12)).toEqual([1, 2, 3, 4, 5, 6, 7, GAP, 12]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('an area’s pages', () => {
  it('hold each of its listings once, best-rated first', () => {
    for (const area of areas) {
      const here = listingsIn(area.slug);
      const hrefs = areaPageHrefs(area.slug);
      expect(hrefs).toHaveLength(pageCount(here.length));
      expect(hrefs[0]).toBe(`/services/in/${area.slug}`);
      expect(hrefs.flatMap((_, i) => pageOf(here, i + 1))).toEqual(here);
      // Best-ranked: by the score that weighs the number of reviews (docs/ranking.md).
      const scores = here.map((listing) => rankingScore(listing.spread));
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    }
    expect(areas.flatMap((area) => listingsIn(area.slug))).toHaveLength(catalogue.length);
  });

  it('are all in the sitemap’s list', () => {
    for (const area of areas) {
      expect(siteRoutes).toEqual(expect.arrayContaining(areaPageHrefs(area.slug)));
    }
  });
});

describe('the gift voucher lists', () => {
  const offering = catalogue.filter((listing) => listing.vouchers);
  const [everything, ...filtered] = giftVoucherLists;

  it('list every listing with vouchers, and each area’s and category’s, whole', () => {
    expect(everything!.href).toBe('/gift-vouchers');
    expect(new Set(everything!.listings)).toEqual(new Set(offering));
    for (const list of filtered) {
      // A filter's list holds all it names, not only those of one page.
      const named = offering.filter((listing) =>
        list.area
          ? listing.location === list.area.slug
          : categoriesOf(listing).includes(list.category!.id),
      );
      expect(list.listings.length).toBeGreaterThan(0);
      expect(new Set(list.listings)).toEqual(new Set(named));
    }
    // Every area that has a voucher listing has its list.
    const areaLists = filtered.filter((list) => list.area).map((list) => list.area!.slug);
    expect(new Set(areaLists)).toEqual(new Set(offering.map((listing) => listing.location)));
  });

  it('are paged, and all in the sitemap’s list', () => {
    const hrefs = giftVoucherHrefs();
    for (const list of giftVoucherLists) {
      const count = pageCount(list.listings.length);
      expect(hrefs.filter((href) => href.startsWith(`${list.href}/page/`))).toHaveLength(count - 1);
    }
    expect(siteRoutes).toEqual(expect.arrayContaining(hrefs));
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });
});

describe('Pagination', () => {
  afterEach(() => renderIn('en'));

  it('links Previous, Next and pages around this one, which it names as text', async () => {
    await renderServer(await Pagination({ path: '/services/in/karen', current: 5, count: 12 }));
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    const links = within(nav).getAllByRole('link');
    expect(
      links.map((link) => [
        link.getAttribute('aria-label') ?? link.textContent,
        link.getAttribute('href'),
      ]),
    ).toEqual([
      ['Previous page', '/services/in/karen/page/4'],
      ['Page 1', '/services/in/karen'],
      ['Page 2', '/services/in/karen/page/2'],
      ['Page 3', '/services/in/karen/page/3'],
      ['Page 4', '/services/in/karen/page/4'],
      ['Page 6', '/services/in/karen/page/6'],
      ['Page 7', '/services/in/karen/page/7'],
      ['Page 12', '/services/in/karen/page/12'],
      ['Next page', '/services/in/karen/page/6'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Page 6' })).toHaveTextContent(/^6$/);
    const current = nav.querySelector('[aria-current="page"]');
    expect(current?.tagName).toBe('SPAN');
    expect(current).toHaveTextContent('Page 5');
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toContain('…');
  });

  it('leaves out Previous on the first page and Next on the last', async () => {
    await renderServer(await Pagination({ path: '/x', current: 1, count: 3 }));
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/x/page/2');
    await renderServer(await Pagination({ path: '/x', current: 3, count: 3 }));
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/x/page/2',
    );
  });

  it('is not there for a list of one page', async () => {
    expect(await Pagination({ path: '/x', current: 1, count: 1 })).toBeNull();
  });

  it('speaks Kiswahili and keeps Kiswahili addresses on a Kiswahili page', async () => {
    renderIn('sw');
    await renderServer(await Pagination({ path: '/services/in/karen', current: 2, count: 3 }));
    const nav = screen.getByRole('navigation', { name: 'Kurasa' });
    expect(within(nav).getByRole('link', { name: 'Ukurasa uliotangulia' })).toHaveAttribute(
      'href',
      '/sw/services/in/karen',
    );
    expect(within(nav).getByRole('link', { name: 'Ukurasa wa 3' })).toHaveAttribute(
      'href',
      '/sw/services/in/karen/page/3',
    );
    expect(within(nav).getByRole('link', { name: 'Ukurasa unaofuata' })).toBeInTheDocument();
  });
});

describe('AreaDirectory', () => {
  afterEach(() => renderIn('en'));

  it('links every area with its number of listings', async () => {
    await renderServer(await AreaDirectory({}));
    const nav = screen.getByRole('navigation', { name: 'Every area' });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(areas.length);
    const [first] = areas;
    const count = listingsIn(first!.slug).length;
    const link = within(nav).getByRole('link', {
      name: `${first!.name}: ${count} places and professionals`,
    });
    expect(link).toHaveAttribute('href', `/services/in/${first!.slug}`);
    expect(link.querySelector('[aria-hidden="true"]')).toHaveTextContent(
      `${first!.name} · ${count}`,
    );
  });

  it('leaves out the area whose page it is on, in Kiswahili too', async () => {
    renderIn('sw');
    const [here, other] = areas;
    await renderServer(await AreaDirectory({ leaveOut: here!.slug }));
    const nav = screen.getByRole('navigation', { name: 'Maeneo mengine' });
    expect(within(nav).getAllByRole('link')).toHaveLength(areas.length - 1);
    expect(within(nav).queryByRole('link', { name: new RegExp(`^${here!.name}:`) })).toBeNull();
    expect(
      within(nav).getByRole('link', {
        name: `${other!.name}: biashara na wataalamu ${listingsIn(other!.slug).length}`,
      }),
    ).toHaveAttribute('href', `/sw/services/in/${other!.slug}`);
  });
});

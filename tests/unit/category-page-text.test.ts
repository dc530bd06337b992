import { dictionaryOf } from '@/content/dictionary';
import { areas, categoryPages, listingsIn } from '@/lib/catalogue';
import { categoryPageText } from '@/lib/category-page-text';
import { catalogueWordsIn, translateListing } from '@/lib/catalogue-words';
import { DESCRIPTION_LENGTH } from '@/lib/description';
import { giftVoucherLists } from '@/lib/gift-voucher-pages';
import { areaHref } from '@/lib/hrefs';
import { laterPageText } from '@/lib/later-page-text';
import { PAGE_SIZE, pageCount, pageHref, pageOf } from '@/lib/pages';
import { fill } from '@/lib/template';

/*
 * Search pages worth landing on (issue 52, D34): every category page and category × area page
 * of the catalogue the build reads (the embedded one here; `CATALOGUE=… npx jest` for another,
 * after `node scripts/catalogue.mjs`) is written from its own listings, so that no two pages
 * share a paragraph, and its description fits search results. Page 2 onwards of a category's,
 * an area's and the gift vouchers' lists says what it shows itself, not page 1's paragraphs.
 */

/** The embedded catalogue has no list long enough to page: there, lists are paged by 2. */
const size = process.env.CATALOGUE ? PAGE_SIZE : 2;

describe.each(['en', 'sw'] as const)('category pages in %s', (lang) => {
  const written = categoryPages.map((page) => ({
    href: page.href,
    ...categoryPageText(page, lang),
  }));

  const words = catalogueWordsIn[lang];
  const { categoryPages: copy, areaPages, giftVouchers } = dictionaryOf(lang);
  // Every paged list, with the heading of its page 1 (as its page writes it).
  const lists = [
    ...written.map((page) => ({
      href: page.href,
      title: fill(copy.categoryPage.inArea, { category: page.category, area: page.area }),
      listings: page.listings,
      prices: true,
    })),
    ...areas.map((area) => ({
      href: areaHref(area.slug),
      title: fill(areaPages.areaPage.title, { area: area.name }),
      listings: listingsIn(area.slug).map((listing) => translateListing(listing, words)),
      prices: true,
    })),
    ...giftVoucherLists.map((list) => ({
      href: list.href,
      title: list.area
        ? fill(giftVouchers.giftVouchers.page.inArea, { area: list.area.name })
        : list.category
          ? fill(giftVouchers.giftVouchers.page.inCategory, {
              category: words.categoryPlurals[list.category.id]!,
            })
          : giftVouchers.giftVouchers.page.title,
      listings: list.listings.map((listing) => translateListing(listing, words)),
      prices: false,
    })),
  ];
  const later = lists.flatMap(({ href, title, listings, prices }) => {
    const count = pageCount(listings.length, size);
    return Array.from({ length: count - 1 }, (_, i) => i + 2).map((page) => ({
      href: pageHref(href, page),
      ...laterPageText({
        title,
        shown: pageOf(listings, page, size),
        page,
        count,
        total: listings.length,
        prices,
        lang,
        size,
      }),
    }));
  });

  it('has pages to check', () => {
    expect(written.length).toBeGreaterThanOrEqual(2);
    expect(later.length).toBeGreaterThanOrEqual(10);
  });

  it('shares no paragraph between two pages: introduction, description or first facts', () => {
    const seen = new Map<string, string>();
    const shared: string[] = [];
    const pages = [
      ...written.map((page) => ({
        href: page.href,
        paragraphs: [
          page.intro,
          page.categoryIntro,
          page.description,
          ...page.factLines,
          page.dealsByDay,
        ],
      })),
      ...areas.map((area) => ({ href: areaHref(area.slug), paragraphs: [area.intro[lang]] })),
      ...later.map((page) => ({
        href: page.href,
        paragraphs: [page.heading, page.intro, page.description],
      })),
    ];
    for (const page of pages) {
      const paragraphs = page.paragraphs.filter((text): text is string => Boolean(text));
      for (const text of paragraphs) {
        const other = seen.get(text);
        if (other && other !== page.href) shared.push(`${other} and ${page.href}: "${text}"`);
        seen.set(text, page.href);
      }
    }
    expect(shared).toEqual([]);
  });

  it('writes each description within what search results show, without cutting it', () => {
    const outside = [...written, ...later]
      .filter(
        ({ description }) =>
          description.length > DESCRIPTION_LENGTH.max ||
          description.length < DESCRIPTION_LENGTH.min,
      )
      .map((page) => `${page.href} (${page.description.length}): ${page.description}`);
    expect(outside).toEqual([]);
  });

  it('says on a later page which listings it shows, how they are rated and its lowest price', () => {
    // The first list long enough for two pages, and its second page.
    const list = lists.find((item) => item.prices && item.listings.length > size)!;
    const page = later.find((item) => item.href === pageHref(list.href, 2))!;
    const shown = pageOf(list.listings, 2, size);
    const last = size + shown.length;
    expect(page.heading).toBe(
      lang === 'en'
        ? `${list.title}, page 2 of ${pageCount(list.listings.length, size)}`
        : `${list.title}, ukurasa wa 2 kati ya ${pageCount(list.listings.length, size)}`,
    );
    expect(page.intro).toContain(
      lang === 'en'
        ? `Listed here: ${size + 1}–${last} of ${list.listings.length}, best rated first`
        : `Hapa: ${size + 1}–${last} kati ya ${list.listings.length}, wenye ukadiriaji bora kwanza`,
    );
    const cheapest = Math.min(
      ...shown
        .flatMap((listing) => listing.services.filter((service) => !service.per && !service.addOn))
        .map((service) => service.priceKes),
    );
    expect(page.intro).toContain(`Kes ${cheapest.toLocaleString('en')}`);
  });

  // The embedded catalogue's Kilimani nail salons (another catalogue has other listings there).
  const embedded = !process.env.CATALOGUE;
  (embedded ? it : it.skip)(
    'says where the lowest price is and which listing is best rated, by name',
    () => {
      const page = written.find((entry) => entry.href === '/services/nail-salons/in/kilimani')!;
      // Kilimani's nail salons: the lowest price at Kucha Nail Studio, the best rated Glow Nail Bar.
      expect(page.intro).toMatch(
        lang === 'en'
          ? /^Compare 2 nail salons and 1 nail technician in Kilimani\. Prices start at Kes [\d,]+, for .+ at Kucha Nail Studio; \d open after 7 pm on some day and \d on Sunday\. The best rated is Glow Nail Bar: 4\.8 out of 5 from 126 reviews\.$/
          : /^Linganisha saluni 2 za kucha na fundi 1 wa kucha katika Kilimani\. Bei zinaanzia Kes [\d,]+, kwa .+ katika Kucha Nail Studio;.+ Ukadiriaji bora zaidi ni wa Glow Nail Bar: nyota 4\.8 kati ya 5 kutoka maoni 126\.$/i,
      );
      expect(page.factLines).toContain(
        lang === 'en'
          ? 'Open on Sunday in Kilimani: 1 of 3, Glow Nail Bar'
          : 'Wazi Jumapili katika Kilimani: 1 kati ya 3, Glow Nail Bar',
      );
      expect(page.description).toContain(lang === 'en' ? 'Best rated: ' : 'Bora zaidi: ');
    },
  );
});

import { categoryPages } from '@/lib/catalogue';
import { categoryPageText } from '@/lib/category-page-text';
import { DESCRIPTION_LENGTH } from '@/lib/description';

/*
 * Search pages worth landing on (issue 52, D34): every category page and category × area page
 * of the catalogue the build reads (the embedded one here; `CATALOGUE=… npx jest` for another,
 * after `node scripts/catalogue.mjs`) is written from its own listings, so that no two pages
 * share a paragraph, and its description fits search results.
 */

describe.each(['en', 'sw'] as const)('category pages in %s', (lang) => {
  const written = categoryPages.map((page) => ({
    href: page.href,
    ...categoryPageText(page, lang),
  }));

  it('has pages to check', () => {
    expect(written.length).toBeGreaterThanOrEqual(2);
  });

  it('shares no paragraph between two pages: introduction, description or first facts', () => {
    const seen = new Map<string, string>();
    const shared: string[] = [];
    for (const page of written) {
      const paragraphs = [
        page.intro,
        page.categoryIntro,
        page.description,
        ...page.factLines,
        page.dealsByDay,
      ].filter((text): text is string => Boolean(text));
      for (const text of paragraphs) {
        const other = seen.get(text);
        if (other && other !== page.href) shared.push(`${other} and ${page.href}: "${text}"`);
        seen.set(text, page.href);
      }
    }
    expect(shared).toEqual([]);
  });

  it('writes each description within what search results show, without cutting it', () => {
    const long = written
      .filter((page) => page.description.length > DESCRIPTION_LENGTH.max)
      .map((page) => `${page.href} (${page.description.length}): ${page.description}`);
    expect(long).toEqual([]);
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

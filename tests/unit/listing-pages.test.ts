/**
 * @jest-environment node
 */
import embedded from '@/content/catalogue/catalogue.json';
import { buildTime } from '@/lib/built-at';
import { zonedNow } from '@/lib/opening-hours';
import { buildDay, listingHash, sharedInputs } from '../../scripts/listing-pages.mjs';

// What decides whether a rebuild may reuse the last build's listing pages
// (scripts/listing-pages.mjs); npm run test:scale checks a real rebuild against a full build.
describe('the inputs a listing page shares with the others', () => {
  const catalogue = structuredClone(embedded);
  const build = { day: '2026-11-28', env: { NEXT_PUBLIC_FORM_ENDPOINT: '' } };
  const same = sharedInputs(catalogue, build);

  it('are the same for the same sources, catalogue and day', () => {
    expect(same).toMatch(/^[0-9a-f]{64}$/);
    expect(sharedInputs(structuredClone(embedded), build)).toBe(same);
  });

  it('leave out the listings themselves', () => {
    const changed = structuredClone(embedded);
    changed.listings[0]!.name = 'Another name';
    changed.listings.pop();
    expect(sharedInputs(changed, build)).toBe(same);
    expect(listingHash(changed.listings[0]!)).not.toBe(listingHash(embedded.listings[0]!));
  });

  it('change with an area, a category or the day', () => {
    const area = structuredClone(embedded);
    area.areas[0]!.intro.sw = `${area.areas[0]!.intro.sw} Karibu.`;
    const category = structuredClone(embedded);
    category.categories[0]!.name.en = 'Nails and more';
    expect(sharedInputs(area, build)).not.toBe(same);
    expect(sharedInputs(category, build)).not.toBe(same);
    expect(sharedInputs(catalogue, { ...build, day: '2026-11-29' })).not.toBe(same);
  });

  it('change with a public setting', () => {
    const env = { NEXT_PUBLIC_FORM_ENDPOINT: 'https://forms.example.com/submit' };
    expect(sharedInputs(catalogue, { ...build, env })).not.toBe(same);
  });
});

describe('the build day', () => {
  it('is the day the pages count offers from, either side of Nairobi’s midnight', () => {
    // 20:59:59 and 21:00 UTC on 27 November: the last second of the 27th in Nairobi and the
    // first of the 28th. The script's day must be the one lib/ gives the pages.
    for (const epoch of ['1795813199', '1795813200'])
      expect(buildDay(epoch)).toBe(zonedNow(buildTime(epoch)).date);
    expect(buildDay('1795813199')).toBe('2026-11-27');
    expect(buildDay('1795813200')).toBe('2026-11-28');
  });

  it('refuses a SOURCE_DATE_EPOCH that is not whole seconds', () => {
    expect(() => buildTime('2026-11-28')).toThrow(
      'SOURCE_DATE_EPOCH is "2026-11-28": it must be whole seconds since 1970.',
    );
  });
});

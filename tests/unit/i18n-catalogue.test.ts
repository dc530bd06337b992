import { businesses, catalogue, professionals } from '@/content/catalogue';
import { professions, serviceNames, teamRoles, venues } from '@/content/sw/catalogue';

/**
 * The catalogue's words in Kiswahili (content/sw/catalogue.ts) against the listings. TypeScript
 * already holds roles, professions and venues to the listings' literals; service names reach
 * the catalogue as plain strings, so only this test sees one added without a translation.
 * Category names are in tests/unit/i18n-content.test.ts with the other modules.
 */
const serviceNamesInUse = new Set(
  catalogue.flatMap((listing) => listing.services.map((service) => service.name)),
);

/** Words the map uses, each against what the catalogue uses, and what each says. */
const maps: [name: string, map: Readonly<Record<string, string>>, inUse: Set<string>][] = [
  ['serviceNames', serviceNames, serviceNamesInUse],
  ['teamRoles', teamRoles, new Set(businesses.flatMap((b) => b.team.map((m) => m.role)))],
  ['professions', professions, new Set(professionals.map((p) => p.profession))],
  ['venues', venues, new Set(professionals.map((p) => p.venue))],
];

/**
 * Services that Kenyan salons, barbers and spas name in English whatever language they speak;
 * anything else left equal to its English was most likely never translated.
 */
const BORROWED_SERVICES = new Set([
  'Blow-dry',
  'Fade',
  'Knotless braids',
  'Manicure',
  'Passion twists',
  'Pedicure',
  'Sauna',
  'Silk press',
  'Skin fade',
]);

describe.each(maps)('Kiswahili %s', (name, map, inUse) => {
  it('has an entry for every one the catalogue uses, and none it does not', () => {
    expect(inUse.size).toBeGreaterThan(5);
    expect([...inUse].filter((english) => !Object.hasOwn(map, english))).toEqual([]);
    expect(Object.keys(map).filter((english) => !inUse.has(english))).toEqual([]);
  });

  it('keeps every figure (minutes, hours, photos, items)', () => {
    const lost = Object.entries(map).filter(([english, kiswahili]) =>
      (english.match(/\d+/g) ?? []).some((figure) => !kiswahili.match(/\d+/g)?.includes(figure)),
    );
    expect(lost).toEqual([]);
  });

  it('translates each one, except names and the words Kenyans borrow', () => {
    const untranslated = Object.entries(map).filter(([english, kiswahili]) => {
      if (kiswahili.trim() === '' || kiswahili !== kiswahili.trim()) return true;
      if (kiswahili !== english) return false;
      // A venue kept as it is must be names only ("Glow Nail Bar, Kilimani"), no English words.
      if (name === 'venues') return /(?:^|\s)[a-z]/.test(english);
      return !(name === 'serviceNames' && BORROWED_SERVICES.has(english));
    });
    expect(untranslated).toEqual([]);
  });
});

describe('the borrowed services', () => {
  it('are all on the price lists', () => {
    expect([...BORROWED_SERVICES].filter((service) => !serviceNamesInUse.has(service))).toEqual([]);
  });
});

import { businesses, catalogue, categories, professionals } from '@/lib/catalogue';
import { showsOwnEnglish } from '@/lib/catalogue-words';

/**
 * The embedded catalogue's words in Kiswahili (content/catalogue/catalogue.json): the
 * categories' names, and the `sw` versions of the listings' own words. Every one of the 41
 * listings has them, as it had when they were maps in content/sw/catalogue.ts; a listing
 * without them would be shown as its owner wrote it, marked lang="en".
 */
type Pair = [english: string, kiswahili: string | undefined];

const serviceNamesInUse = new Set(
  catalogue.flatMap((listing) => listing.services.map((service) => service.name)),
);

/** Each kind of word: every one in use in English, with its Kiswahili. */
const words: [name: string, pairs: Pair[]][] = [
  ['categoryNames', categories.map((c): Pair => [c.name.en, c.name.sw])],
  ['serviceNames', catalogue.flatMap((l) => l.services.map((s): Pair => [s.name, s.sw?.name]))],
  ['teamRoles', businesses.flatMap((b) => b.team.map((m): Pair => [m.role, m.sw?.role]))],
  ['professions', professionals.map((p): Pair => [p.profession, p.sw?.profession])],
  ['venues', professionals.map((p): Pair => [p.venue, p.sw?.venue])],
  [
    'descriptions',
    catalogue.flatMap((l) => (l.description ? [[l.description, l.sw?.description] as Pair] : [])),
  ],
  ['streets', catalogue.map((l): Pair => [l.street, l.sw?.street])],
  [
    'classNames',
    catalogue.flatMap((l) => (l.classes ?? []).map((c): Pair => [c.name, c.sw?.name])),
  ],
];

/** Classes Kenyan gyms name in English whatever language they speak. */
const BORROWED_CLASSES = new Set(['HIIT', 'Reformer Pilates', 'Zumba']);

/** Words that are the same in both languages: a category the Kiswahili calls by its English. */
const SAME_CATEGORY = new Set(['Gym']);

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

describe.each(words)('Kiswahili %s', (name, pairs) => {
  const map = new Map(pairs.map(([english, kiswahili]) => [english, kiswahili ?? '']));

  it('has one for every one the catalogue uses, the same wherever it is used', () => {
    expect(map.size).toBeGreaterThan(5);
    expect(pairs.filter(([, kiswahili]) => !kiswahili)).toEqual([]);
    expect(pairs.filter(([english, kiswahili]) => map.get(english) !== kiswahili)).toEqual([]);
  });

  it('keeps every figure (minutes, hours, photos, items)', () => {
    const lost = [...map].filter(([english, kiswahili]) =>
      (english.match(/\d+/g) ?? []).some((figure) => !kiswahili.match(/\d+/g)?.includes(figure)),
    );
    expect(lost).toEqual([]);
  });

  it('translates each one, except names and the words Kenyans borrow', () => {
    const untranslated = [...map].filter(([english, kiswahili]) => {
      if (kiswahili.trim() === '' || kiswahili !== kiswahili.trim()) return true;
      if (kiswahili !== english) return false;
      // A venue or street kept as it is must be names only ("Glow Nail Bar, Kilimani"), no
      // English words ("near the turn-off").
      if (name === 'venues' || name === 'streets') return /(?:^|\s)[a-z]/.test(english);
      if (name === 'classNames') return !BORROWED_CLASSES.has(english);
      if (name === 'categoryNames') return !SAME_CATEGORY.has(english);
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

describe('an owner’s English on a Kiswahili page', () => {
  it('is said once where any of the words the page shows has no Kiswahili', () => {
    const listing = businesses.find((b) => b.id === 'karen-fitness-hub')!;
    expect(showsOwnEnglish(listing)).toBe(false);
    expect(showsOwnEnglish({ ...listing, sw: { description: listing.sw!.description! } })).toBe(
      true,
    );
    const [first, ...rest] = listing.classes!;
    const englishClass = { ...first!, sw: undefined };
    expect(showsOwnEnglish({ ...listing, classes: [englishClass, ...rest] })).toBe(true);
  });
});

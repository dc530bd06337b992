import type { OpeningHours } from '@/content/types';
import { isOpen, timeSlots } from '@/lib/calendar';
import { formatDays, formatLongDate, upcomingDates, weekdayOf } from '@/lib/dates';
import { formatOpeningHours } from '@/lib/opening-hours';
import {
  emptyQuery,
  isEmptyQuery,
  parseQuery,
  resultsMessage,
  searchTerm,
  searchWords,
  serializeQuery,
  type SearchQuery,
} from '@/lib/search';
import {
  listingFilters,
  periodsPerDay,
  queryFilters,
  type ListingFilters,
  type SearchFilter,
} from '@/lib/search-filters';
import { areaName, businesses, catalogue } from '@/lib/catalogue';
import { searchRecord } from '@/lib/search-records';
import { serviceNamed } from '@/lib/search-words';
import { recommended } from '@/content/services';
import { ui } from '@/content/i18n/ui';
import { ui as swUi } from '@/content/sw/ui';

const english = searchWords(ui.search, 'en');
const kiswahili = searchWords(swUi.search, 'sw');

const weekdays: OpeningHours = [
  { days: [1, 2, 3, 4, 5], opens: '08:00', closes: '18:00' },
  { days: [6], opens: '09:00', closes: '13:00' },
];

const sample = [
  { id: 'glow', kind: 'business', location: 'kilimani', hours: weekdays },
  {
    id: 'tress',
    kind: 'business',
    location: 'kilimani',
    hours: [{ days: [2, 3, 4, 5, 6, 0], opens: '10:00', closes: '20:00' }],
  },
  { id: 'kevin', kind: 'professional', location: 'westlands', hours: weekdays },
  {
    // Closed for lunch on weekdays: two periods a day.
    id: 'amani',
    kind: 'business',
    location: 'westlands',
    hours: [
      { days: [1, 2, 3, 4, 5], opens: '07:30', closes: '12:00' },
      { days: [1, 2, 3, 4, 5], opens: '14:00', closes: '19:15' },
    ],
  },
] satisfies { id: string; kind: string; location: string; hours: OpeningHours }[];

/**
 * Pagefind's filtering as its documentation describes it (pagefind.app/docs/js-api-filtering):
 * a key's values must all be among the page's, `any` needs one branch, and keys are ANDed. The
 * real index runs in the browser tests; this checks what we ask it.
 */
function passes(filters: ListingFilters, filter: SearchFilter): boolean {
  return Object.entries(filter).every(([key, value]) => {
    if (key === 'any') return (value as SearchFilter[]).some((branch) => passes(filters, branch));
    if (typeof value === 'string') return filters[key]?.includes(value) ?? false;
    const { any } = value as { any: string[] };
    return any.some((wanted) => filters[key]?.includes(wanted) ?? false);
  });
}

const query = (fields: Partial<SearchQuery>): SearchQuery => ({ ...emptyQuery, ...fields });
const ids = (q: Partial<SearchQuery>) => {
  const filter = queryFilters(query(q), periodsPerDay(sample));
  return sample.filter((listing) => passes(listingFilters(listing), filter)).map(({ id }) => id);
};

describe('the words a search asks for', () => {
  it('lower-cases, drops accents and keeps the words', () => {
    expect(searchTerm('  Box  BRAIDS ')).toBe('box braids');
    expect(searchTerm('Café')).toBe('cafe');
    expect(searchTerm('Nails & Pedicure')).toBe('nails and pedicure');
    expect(searchTerm('Kids’ cuts')).toBe('kids cuts');
    expect(searchTerm('Make-up')).toBe('makeup');
    expect(searchTerm('')).toBe('');
  });

  it('reads past Kiswahili joining words, which change with the noun', () => {
    expect(searchTerm('Saluni za Nywele')).toBe('saluni nywele');
    expect(searchTerm('Spa ya Kucha')).toBe('spa kucha');
    // A search of joining words alone is kept as typed.
    expect(searchTerm('ya')).toBe('ya');
  });
});

describe('area', () => {
  it('keeps only listings in that area', () => {
    expect(ids({ location: 'kilimani' })).toEqual(['glow', 'tress']);
    expect(ids({ location: 'westlands' })).toEqual(['kevin', 'amani']);
  });

  it('asks for nothing when the query names no area, day or time', () => {
    expect(queryFilters(query({ service: 'nails' }), 2)).toEqual({});
  });
});

describe('day and time', () => {
  it('keeps listings open on the weekday of the date', () => {
    // 2025-06-15 is a Sunday, 2025-06-14 a Saturday.
    expect(ids({ date: '2025-06-15' })).toEqual(['tress']);
    expect(ids({ date: '2025-06-14' })).toEqual(['glow', 'tress', 'kevin']);
  });

  it('keeps listings open at that time on some day, closing time excluded', () => {
    expect(ids({ time: '08:00' })).toEqual(['glow', 'kevin', 'amani']);
    expect(ids({ time: '19:30' })).toEqual(['tress']);
    expect(ids({ time: '20:00' })).toEqual([]);
  });

  it('uses the hours of that day when both are given', () => {
    // Saturday: Glow and Kevin close at 13:00.
    expect(ids({ date: '2025-06-14', time: '12:30' })).toEqual(['glow', 'tress', 'kevin']);
    expect(ids({ date: '2025-06-14', time: '14:00' })).toEqual(['tress']);
    expect(ids({ date: '2025-06-16', time: '09:00' })).toEqual(['glow', 'kevin', 'amani']); // Monday
  });

  it('knows a place closed between two periods of the same day', () => {
    expect(ids({ date: '2025-06-16', time: '13:00' })).toEqual(['glow', 'kevin']);
    expect(ids({ date: '2025-06-16', time: '14:00' })).toEqual(['glow', 'kevin', 'amani']);
    expect(ids({ date: '2025-06-16', time: '19:00' })).toEqual(['amani']); // Tress rests on Mondays
    expect(periodsPerDay(sample)).toBe(2);
  });

  it('never calls a closed place open when its hours fall between five-minute steps', () => {
    const odd = [{ days: [1], opens: '09:02', closes: '17:58' }] satisfies OpeningHours;
    const filters = listingFilters({ location: 'cbd', kind: 'business', hours: odd });
    expect(filters).toMatchObject({ day: ['1'], opens_1_0: ['09:05'], closes_1_0: ['17:55'] });
    const at = (time: string) =>
      passes(filters, queryFilters(query({ date: '2025-06-16', time }), 1));
    expect([at('09:00'), at('09:05'), at('17:50'), at('17:55')]).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('agrees with the listing pages’ own reading of opening hours', () => {
    const times = timeSlots('06:00', '21:30', 30);
    for (const listing of sample) {
      for (const date of ['2025-06-14', '2025-06-15', '2025-06-16']) {
        for (const time of times) {
          const open = isOpen(listing.hours, { day: weekdayOf(date), time });
          expect([listing.id, date, time, ids({ date, time }).includes(listing.id)]).toEqual([
            listing.id,
            date,
            time,
            open,
          ]);
        }
      }
    }
  });

  it('reads hours, weekdays and dates', () => {
    expect(weekdayOf('2025-06-15')).toBe(0);
    expect(weekdayOf('2025-02-30')).toBeUndefined();
    expect(isOpen(weekdays, {})).toBe(true);
    expect(formatDays([1, 2, 3, 4, 5], 'en')).toBe('Mon–Fri');
    expect(formatDays([1, 3, 5], 'en')).toBe('Mon, Wed, Fri');
    expect(formatDays([6, 0], 'en')).toBe('Sat, Sun');
    expect(formatDays([0, 1, 2, 3, 4, 5, 6], 'en')).toBe('Every day');
    expect(formatOpeningHours(weekdays, 'en')).toBe('Mon–Fri 08:00–18:00, Sat 09:00–13:00');
    expect(formatLongDate('2025-06-14', 'en')).toBe('Saturday 14 June');
  });

  it('offers the coming days and the time slots', () => {
    expect(upcomingDates('2025-12-31', 3, 'en')).toEqual([
      { value: '2025-12-31', label: 'Today, Wed 31 Dec' },
      { value: '2026-01-01', label: 'Tomorrow, Thu 1 Jan' },
      { value: '2026-01-02', label: 'Fri 2 Jan' },
    ]);
    expect(timeSlots('06:00', '07:30', 30)).toEqual(['06:00', '06:30', '07:00', '07:30']);
  });
});

describe('empty result', () => {
  it('finds nothing and says so with what was asked', () => {
    const q = query({ service: 'tattoo', location: 'kilimani' });
    expect(resultsMessage(0, q, areaName, english)).toBe('No results for tattoo in Kilimani');
  });

  it('describes results with the area name, date and time', () => {
    expect(
      resultsMessage(3, query({ service: 'nails', location: 'kilimani' }), areaName, english),
    ).toBe('3 results for nails in Kilimani');
    expect(resultsMessage(1, query({ date: '2025-06-14', time: '10:00' }), areaName, english)).toBe(
      '1 result on Saturday 14 June at 10:00',
    );
    expect(resultsMessage(12, emptyQuery, areaName, english)).toBe('12 results');
  });

  it('announces results in Kiswahili, with the date in Kiswahili and the time on the Swahili clock', () => {
    expect(
      resultsMessage(3, query({ service: 'kucha', location: 'kilimani' }), areaName, kiswahili),
    ).toBe('Matokeo 3 ya kucha katika Kilimani');
    expect(
      resultsMessage(1, query({ date: '2025-06-14', time: '10:00' }), areaName, kiswahili),
    ).toBe('Matokeo 1 siku ya Jumamosi, 14 Juni saa 4 asubuhi (10:00)');
    expect(resultsMessage(0, query({ time: '19:30' }), areaName, kiswahili)).toBe(
      'Hakuna matokeo saa 1:30 usiku (19:30)',
    );
    expect(resultsMessage(12, emptyQuery, areaName, kiswahili)).toBe('Matokeo 12');
  });
});

describe('URL query', () => {
  it('round-trips through the query string', () => {
    const q = query({
      service: 'box braids & nails',
      location: 'south-b',
      date: '2025-06-14',
      time: '10:30',
    });
    const text = serializeQuery(q);
    expect(text).toBe(
      '?service=box+braids+%26+nails&location=south-b&date=2025-06-14&time=10%3A30',
    );
    expect(parseQuery(text)).toEqual(q);
    expect(parseQuery(new URLSearchParams(text.slice(1)))).toEqual(q);
  });

  it('leaves out empty fields and reads nothing as the empty query', () => {
    expect(serializeQuery(query({ location: 'karen' }))).toBe('?location=karen');
    expect(serializeQuery(emptyQuery)).toBe('');
    expect(parseQuery('')).toEqual(emptyQuery);
    expect(isEmptyQuery(parseQuery('?utm_source=x'))).toBe(true);
  });

  it('drops malformed dates and times', () => {
    expect(parseQuery('?date=2025-13-01&time=25:00&service=%20nails%20')).toEqual(
      query({ service: 'nails' }),
    );
  });
});

describe('catalogue', () => {
  it('gives every tab several businesses', () => {
    for (const tab of recommended.tabs) {
      const inTab = businesses.filter((business) => business.category === tab.category);
      expect(inTab.length).toBeGreaterThanOrEqual(4);
    }
  });
});

/**
 * Pagefind's matching as its documentation describes it: a record is found when it holds every
 * word of the search, the last one also as the start of a word (stemming aside).
 */
function found(term: string, lang: 'en' | 'sw'): string[] {
  const wanted = searchTerm(term).split(' ');
  return catalogue
    .filter((listing) => {
      const held = searchTerm(searchRecord(listing.id, lang).content).split(' ');
      return wanted.every((word, i) =>
        i === wanted.length - 1 ? held.some((w) => w.startsWith(word)) : held.includes(word),
      );
    })
    .map((listing) => listing.id);
}

describe('area and category words in a query', () => {
  it('finds a kind of place in an area by the names of both', () => {
    expect(found('massage karen', 'en')).toEqual(['serenity-day-spa']);
    expect(found('Massage Spa in Karen', 'en')).toEqual(['serenity-day-spa']);
    expect(found('barber kar', 'en')).toEqual(['karen-barbers-club']);
    expect(found('masaji karen', 'sw')).toEqual(['serenity-day-spa']);
    expect(found('kinyozi south b', 'sw')).toEqual(['mtaa-fades', 'brian-kiptoo']);
  });

  it('finds everything in an area by its name, and nothing of it elsewhere', () => {
    const inKaren = catalogue.filter((listing) => listing.location === 'karen');
    expect(found('karen', 'en')).toEqual(inKaren.map((listing) => listing.id));
    // Every listing is in Nairobi, "Nairobi CBD" as well as the rest.
    expect(found('barber nairobi', 'en')).toEqual(found('barber', 'en'));
    expect(found('barber nairobi cbd', 'en')).toEqual(['kinyozi-express']);
  });
});

describe('the words customers type (issue 52)', () => {
  const inCategory = (category: string) =>
    catalogue.filter((listing) => listing.category === category).map((listing) => listing.id);

  it.each(['en', 'sw'] as const)('finds barbers by "haircut" and "kunyoa nywele" (%s)', (lang) => {
    for (const words of ['haircut', 'kunyoa nywele']) {
      expect(found(words, lang)).toEqual(expect.arrayContaining(inCategory('barber-shop')));
      // A salon that cuts hair too, and nothing that does not.
      expect(found(words, lang)).toContain('the-hair-loft-karen');
      expect(found(words, lang)).not.toContain('glow-nail-bar');
    }
    expect(found('kunyoa nywele westlands', lang)).toEqual([
      'sharp-cuts-barbershop',
      'kevin-mwangi',
    ]);
  });

  it.each(['en', 'sw'] as const)('finds nail salons by "nails" and "kucha" (%s)', (lang) => {
    for (const words of ['nails', 'kucha']) {
      expect(found(words, lang)).toEqual(expect.arrayContaining(inCategory('nail-spa')));
      expect(found(words, lang)).not.toContain('sharp-cuts-barbershop');
    }
  });

  it.each(['en', 'sw'] as const)('finds massage by "masaji" and "massage" (%s)', (lang) => {
    for (const words of ['masaji', 'massage']) {
      expect(found(words, lang)).toEqual(expect.arrayContaining(inCategory('massage-spa')));
      // A nail spa's foot massage, too.
      expect(found(words, lang)).toContain('lulu-nail-spa');
      expect(found(words, lang)).not.toContain('iron-paradise-gym');
    }
    expect(found('mazoezi', lang)).toEqual(inCategory('gym'));
  });
});

describe('the service a search names, carried by Book Now (issue 52)', () => {
  const choices = (id: string, lang: 'en' | 'sw') => searchRecord(id, lang).card.choices;

  it('carries the one service the words name, by its name or through the words people use', () => {
    expect(serviceNamed('pedicure', choices('glow-nail-bar', 'en'))).toBe('Pedicure');
    expect(serviceNamed('haircut', choices('kinyozi-express', 'en'))).toBe('Haircut');
    expect(serviceNamed('kunyoa nywele', choices('kinyozi-express', 'sw'))).toBe('Kunyoa nywele');
    expect(serviceNamed('masaji karen', choices('lulu-nail-spa', 'en'))).toBe('Foot massage');
  });

  it('carries none when the words mean several of its services', () => {
    expect(serviceNamed('gel nails', choices('glow-nail-bar', 'en'))).toBe('');
    expect(serviceNamed('haircut', choices('sharp-cuts-barbershop', 'en'))).toBe('');
    expect(serviceNamed('westlands', choices('sharp-cuts-barbershop', 'en'))).toBe('');
  });
});

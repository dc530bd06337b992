import {
  formatDays,
  formatLongDate,
  formatOpeningHours,
  isOpen,
  timeSlots,
  upcomingDates,
  weekdayOf,
  type OpeningHours,
} from '@/lib/opening-hours';
import {
  emptyQuery,
  searchSuggestions,
  isEmptyQuery,
  matchesText,
  parseQuery,
  resultsMessage,
  searchListings,
  serializeQuery,
  type Listing,
  type SearchQuery,
} from '@/lib/search';
import { areaName } from '@/content/areas';
import {
  businesses,
  catalogue,
  categoryNames,
  professionals,
  searchIndex,
} from '@/content/catalogue';
import { browseCategories, recommended } from '@/content/services';

const weekdays: OpeningHours = [
  { days: [1, 2, 3, 4, 5], opens: '08:00', closes: '18:00' },
  { days: [6], opens: '09:00', closes: '13:00' },
];

const sample: Listing[] = [
  {
    id: 'glow',
    name: 'Glow Nail Bar',
    keywords: ['Nail Spa', 'Gel manicure', 'Pedicure'],
    location: 'kilimani',
    hours: weekdays,
  },
  {
    id: 'tress',
    name: 'Tress Lounge',
    keywords: ['Hair Salon', 'Make-up', 'Box braids'],
    location: 'kilimani',
    hours: [{ days: [2, 3, 4, 5, 6, 0], opens: '10:00', closes: '20:00' }],
  },
  {
    id: 'kevin',
    name: 'Kevin Mwangi',
    keywords: ['Barber', 'Barber Shop', 'Fade', 'Chair massage'],
    location: 'westlands',
    hours: weekdays,
  },
];

const query = (fields: Partial<SearchQuery>): SearchQuery => ({ ...emptyQuery, ...fields });
const ids = (q: Partial<SearchQuery>) => searchListings(sample, query(q)).map((l) => l.id);

describe('service text', () => {
  it('matches the name, a category or a service, ignoring case', () => {
    expect(ids({ service: 'glow' })).toEqual(['glow']);
    expect(ids({ service: 'HAIR SALON' })).toEqual(['tress']);
    expect(ids({ service: 'box braids' })).toEqual(['tress']);
  });

  it('finds singulars from plurals and ignores hyphens and spacing', () => {
    expect(ids({ service: 'nails' })).toEqual(['glow']);
    expect(ids({ service: 'Hair Salons' })).toEqual(['tress']);
    expect(ids({ service: 'makeup' })).toEqual(['tress']);
    expect(ids({ service: 'make up' })).toEqual(['tress']);
    expect(ids({ service: 'Barber Shops' })).toEqual(['kevin']);
    expect(matchesText('hairstylist', ['Hair Stylist'])).toBe(true);
  });

  it('matches the start of words only, and needs every word', () => {
    expect(ids({ service: 'hair' })).toEqual(['tress']); // not "Chair massage"
    expect(ids({ service: 'nail fade' })).toEqual([]);
  });

  it('matches everything when empty', () => {
    expect(ids({})).toEqual(['glow', 'tress', 'kevin']);
    expect(ids({ service: '  ' })).toEqual(['glow', 'tress', 'kevin']);
  });
});

describe('location', () => {
  it('keeps only listings in that area', () => {
    expect(ids({ location: 'kilimani' })).toEqual(['glow', 'tress']);
    expect(ids({ location: 'westlands', service: 'barber' })).toEqual(['kevin']);
  });
});

describe('day and time', () => {
  it('keeps listings open on the weekday of the date', () => {
    // 2025-06-15 is a Sunday, 2025-06-14 a Saturday.
    expect(ids({ date: '2025-06-15' })).toEqual(['tress']);
    expect(ids({ date: '2025-06-14' })).toEqual(['glow', 'tress', 'kevin']);
  });

  it('keeps listings open at that time, closing time excluded', () => {
    expect(ids({ time: '08:00' })).toEqual(['glow', 'kevin']);
    expect(ids({ time: '19:30' })).toEqual(['tress']);
    expect(ids({ time: '20:00' })).toEqual([]);
  });

  it('uses the hours of that day when both are given', () => {
    // Saturday: Glow and Kevin close at 13:00.
    expect(ids({ date: '2025-06-14', time: '12:30' })).toEqual(['glow', 'tress', 'kevin']);
    expect(ids({ date: '2025-06-14', time: '14:00' })).toEqual(['tress']);
    expect(ids({ date: '2025-06-16', time: '09:00' })).toEqual(['glow', 'kevin']); // Monday
  });

  it('reads hours, weekdays and dates', () => {
    expect(weekdayOf('2025-06-15')).toBe(0);
    expect(weekdayOf('2025-02-30')).toBeUndefined();
    expect(isOpen(weekdays, {})).toBe(true);
    expect(formatDays([1, 2, 3, 4, 5])).toBe('Mon–Fri');
    expect(formatDays([1, 3, 5])).toBe('Mon, Wed, Fri');
    expect(formatDays([6, 0])).toBe('Sat, Sun');
    expect(formatDays([0, 1, 2, 3, 4, 5, 6])).toBe('Every day');
    expect(formatOpeningHours(weekdays)).toBe('Mon–Fri 08:00–18:00, Sat 09:00–13:00');
    expect(formatLongDate('2025-06-14')).toBe('Saturday 14 June');
  });

  it('offers the coming days and the time slots', () => {
    expect(upcomingDates('2025-12-31', 3)).toEqual([
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
    expect(searchListings(sample, q)).toEqual([]);
    expect(resultsMessage(0, q, areaName)).toBe('No results for tattoo in Kilimani');
  });

  it('describes results with the area name, date and time', () => {
    expect(resultsMessage(3, query({ service: 'nails', location: 'kilimani' }), areaName)).toBe(
      '3 results for nails in Kilimani',
    );
    expect(resultsMessage(1, query({ date: '2025-06-14', time: '10:00' }), areaName)).toBe(
      '1 result on Saturday 14 June at 10:00',
    );
    expect(resultsMessage(12, emptyQuery, areaName)).toBe('12 results');
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
  it.each([
    ...new Set([
      ...browseCategories.items.map((item) => item.label),
      ...recommended.tabs.map((tab) => tab.label),
    ]),
  ])('finds several listings in several areas for %s', (label) => {
    const found = searchListings(searchIndex, query({ service: label }));
    expect(found.length).toBeGreaterThanOrEqual(4);
    expect(new Set(found.map((listing) => listing.location)).size).toBeGreaterThanOrEqual(3);
  });

  it('gives every tab several businesses', () => {
    for (const tab of recommended.tabs) {
      const inTab = businesses.filter((business) => business.category === tab.category);
      expect(inTab.length).toBeGreaterThanOrEqual(4);
    }
  });
});

describe('suggestions', () => {
  it('offers every category, profession and service, services without their bracketed detail', () => {
    const suggestions = searchSuggestions(searchIndex);
    expect(suggestions).toEqual(expect.arrayContaining(Object.values(categoryNames)));
    expect(suggestions).toEqual(
      expect.arrayContaining(professionals.map((professional) => professional.profession)),
    );
    expect(suggestions).toContain('Box braids');
    expect(suggestions).not.toContain('Box braids (mid-back)');
    for (const listing of catalogue) {
      for (const service of listing.services) {
        expect(suggestions).toContain(service.name.replace(/\s*\(.*\)$/, ''));
      }
    }
    expect(suggestions).toEqual([...new Set(suggestions)].sort((a, b) => a.localeCompare(b)));
  });
});

import type { OpeningHours } from '@/content/types';
import { isOpen, timeSlots } from '@/lib/calendar';
import { formatDays, formatLongDate, upcomingDates, weekdayOf } from '@/lib/dates';
import { formatOpeningHours } from '@/lib/opening-hours';
import {
  emptyQuery,
  isEmptyQuery,
  matchesText,
  parseQuery,
  resultsMessage,
  searchListings,
  searchWords,
  serializeQuery,
  type Listing,
  type SearchQuery,
} from '@/lib/search';
import { areaName, businesses } from '@/lib/catalogue';
import { searchIndex } from '@/lib/search-index';
import { browseCategories, recommended } from '@/content/services';
import { ui } from '@/content/i18n/ui';
import * as sw from '@/content/sw/services';
import { ui as swUi } from '@/content/sw/ui';
import { localCatalogue } from '@/app/[lang]/(marketing)/services/catalogue-words';
import { renderIn } from './root-params';

const english = searchWords(ui.search, 'en');
const kiswahili = searchWords(swUi.search, 'sw');

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
    expect(searchListings(sample, q)).toEqual([]);
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
    ).toBe('Matokeo 1 siku ya Jumamosi, 14 Juni saa 4 asubuhi');
    expect(resultsMessage(0, query({ time: '19:30' }), areaName, kiswahili)).toBe(
      'Hakuna matokeo saa 1:30 usiku',
    );
    expect(resultsMessage(12, emptyQuery, areaName, kiswahili)).toBe('Matokeo 12');
  });

  it('reads past Kiswahili joining words, which change with the noun', () => {
    expect(matchesText('Saluni za Nywele', ['Saluni ya Nywele'])).toBe(true);
    expect(matchesText('Spa ya Kucha', ['Spa ya Masaji'])).toBe(false);
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

describe('the Kiswahili catalogue', () => {
  afterEach(() => renderIn('en'));

  it.each(sw.browseCategories.items.map((item) => item.label))(
    'finds several listings in several areas for %s, by the words the page shows',
    async (label) => {
      renderIn('sw');
      const { searchIndex: index } = await localCatalogue();
      const found = searchListings(index, query({ service: label }));
      expect(found.length).toBeGreaterThanOrEqual(4);
      expect(new Set(found.map((listing) => listing.location)).size).toBeGreaterThanOrEqual(3);
    },
  );

  it('searches Kiswahili service names, not the English ones', async () => {
    renderIn('sw');
    const { searchIndex: index } = await localCatalogue();
    const ids = (service: string) =>
      searchListings(index, query({ service })).map((listing) => listing.id);
    expect(ids('kucha za akriliki')).toContain('kucha-nail-studio');
    expect(ids('acrylic')).toEqual([]);
  });
});

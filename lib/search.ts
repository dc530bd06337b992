import type { Lang } from './i18n';
import type { OpeningHours } from '@/content/types';
import { isOpen } from './calendar';
import { formatLongDate, formatTime, isDate, isTime, weekdayOf } from './dates';
import { fill } from './template';

/**
 * The services search: what a visitor asked for, as it travels in the page's URL
 * (`?service=nails&location=kilimani&date=2025-06-14&time=10:00`), and which listings match.
 * Empty strings mean "any".
 */
export type SearchQuery = { service: string; location: string; date: string; time: string };

export const emptyQuery: SearchQuery = { service: '', location: '', date: '', time: '' };

const keys = ['service', 'location', 'date', 'time'] as const;

/** Reads a query string or its params; a malformed date or time counts as not given. */
export function parseQuery(params: string | URLSearchParams): SearchQuery {
  const source = typeof params === 'string' ? new URLSearchParams(params) : params;
  const get = (key: (typeof keys)[number]) => (source.get(key) ?? '').trim();
  const date = get('date');
  const time = get('time');
  return {
    service: get('service').replace(/\s+/g, ' '),
    location: get('location').toLowerCase(),
    date: isDate(date) ? date : '',
    time: isTime(time) ? time : '',
  };
}

/** "?service=nails&location=kilimani", keys in a fixed order and empty ones left out; "" if none. */
export function serializeQuery(query: SearchQuery): string {
  const params = new URLSearchParams();
  for (const key of keys) if (query[key]) params.set(key, query[key]);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function isEmptyQuery(query: SearchQuery): boolean {
  return keys.every((key) => !query[key]);
}

/** What the search looks through: a business or a professional from the catalogue. */
export type Listing = {
  id: string;
  name: string;
  /** Categories, services and profession, matched by the service text besides the name. */
  keywords: readonly string[];
  /** An area slug, e.g. "kilimani". */
  location: string;
  hours: OpeningHours;
};

function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/['’-]/g, '') // "make-up" is "makeup", "Kids'" is "kids"
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * Kiswahili's little joining words ("Saluni za Nywele", "Spa ya Kucha") change with the
 * noun's number and class, so a search leaves them out: "saluni za nywele" finds "Saluni ya
 * Nywele". No English search word is one of them.
 */
const joiningWords = new Set(['ya', 'za', 'la', 'cha', 'vya', 'wa', 'na', 'kwa', 'katika']);

/** "nails" finds "Nail Spa", "salons" finds "Hair Salon": a plural finds its singular. */
function stem(word: string): string {
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

/**
 * Whether free text matches any of `texts`. Every word must begin a word of the texts, so
 * "hair" finds "Hair Salon" but not "chair"; words may also run together ("hairstylist"
 * finds "Hair Stylist", "make up" finds "Make-up"). Empty text matches everything.
 */
export function matchesText(text: string, texts: readonly string[]): boolean {
  const typed = words(text);
  const meaningful = typed.filter((word) => !joiningWords.has(word));
  const wanted = (meaningful.length ? meaningful : typed).map(stem);
  if (wanted.length === 0) return true;
  // Each word of each text, run together with the words after it: "hairstylist", "stylist".
  const starts = texts.flatMap((t) => {
    const tokens = words(t);
    return tokens.map((_, i) => tokens.slice(i).join(''));
  });
  const found = (word: string) => starts.some((start) => start.startsWith(word));
  return wanted.every(found) || found(wanted.join(''));
}

/** Matches the service text (name, categories, services), area, and day and time open. */
export function matchesQuery(listing: Listing, query: SearchQuery): boolean {
  return (
    matchesText(query.service, [listing.name, ...listing.keywords]) &&
    (!query.location || listing.location === query.location) &&
    isOpen(listing.hours, {
      day: query.date ? weekdayOf(query.date) : undefined,
      time: query.time || undefined,
    })
  );
}

export function searchListings<T extends Listing>(listings: readonly T[], query: SearchQuery): T[] {
  return listings.filter((listing) => matchesQuery(listing, query));
}

/** A sentence about a count with a `{count}` slot, for one and for more. */
export type Counted = { one: string; other: string };

/**
 * The sentences of ui.search (content/i18n/ui.ts) in the page's language, with their
 * `{name}` slots (lib/template.ts): a server component hands the search islands these and
 * nothing else.
 */
export type SearchWords = {
  lang: Lang;
  results: Counted & { none: string };
  service: string;
  location: string;
  date: string;
  time: string;
  everything: string;
  businesses: Counted;
  professionals: Counted;
};

export type SearchSentences = Omit<SearchWords, 'lang'>;

export function searchWords(sentences: SearchSentences, lang: Lang): SearchWords {
  const { results, service, location, date, time, everything, businesses, professionals } =
    sentences;
  return { lang, results, service, location, date, time, everything, businesses, professionals };
}

/** "3 businesses", "Biashara 3": a counted sentence for `count`. */
export function countText(sentence: Counted, count: number): string {
  return fill(count === 1 ? sentence.one : sentence.other, { count });
}

/**
 * "for nails in Kilimani on Saturday 14 June at 10:00", "ya kucha katika Kilimani siku ya
 * Jumapili, 14 Juni saa 4 asubuhi"; the area's name from `areaName`.
 */
export function describeQuery(
  query: SearchQuery,
  areaName: (slug: string) => string | undefined,
  words: SearchWords,
): string {
  return [
    query.service && fill(words.service, { service: query.service }),
    query.location && fill(words.location, { area: areaName(query.location) ?? query.location }),
    query.date && fill(words.date, { date: formatLongDate(query.date, words.lang) }),
    query.time && fill(words.time, { time: formatTime(query.time, words.lang) }),
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * An area's name by its slug, from the list the page hands its islands. The islands do not
 * import lib/catalogue.ts: it reads the whole catalogue, and the file system, at build time.
 */
export function areaNameIn(areas: readonly { slug: string; name: string }[]) {
  return (slug: string) => areas.find((area) => area.slug === slug)?.name;
}

/** The announced outcome: "3 results for nails in Kilimani", "No results for …". */
export function resultsMessage(
  count: number,
  query: SearchQuery,
  areaName: (slug: string) => string | undefined,
  words: SearchWords,
): string {
  const { none, one, other } = words.results;
  const sentence = count === 0 ? none : count === 1 ? one : other;
  return fill(sentence, { count, description: describeQuery(query, areaName, words) })
    .replace(/\s+/g, ' ')
    .trim();
}

import {
  formatLongDate,
  isDate,
  isOpen,
  isTime,
  weekdayOf,
  type OpeningHours,
} from './opening-hours';

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

/**
 * What the service box suggests: every category, profession and service in the listings'
 * keywords, without a service's detail in brackets ("Box braids (mid-back)" → "Box braids").
 */
export function searchSuggestions(listings: readonly Listing[]): string[] {
  const keywords = listings.flatMap((listing) => listing.keywords);
  return [...new Set(keywords.map((keyword) => keyword.replace(/\s*\(.*\)$/, '')))].sort((a, b) =>
    a.localeCompare(b),
  );
}

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
  const wanted = words(text).map(stem);
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

/** "nails in Kilimani on Saturday 14 June at 10:00"; the area's name from `areaName`. */
export function describeQuery(
  query: SearchQuery,
  areaName: (slug: string) => string | undefined,
): string {
  return [
    query.service && `for ${query.service}`,
    query.location && `in ${areaName(query.location) ?? query.location}`,
    query.date && `on ${formatLongDate(query.date)}`,
    query.time && `at ${query.time}`,
  ]
    .filter(Boolean)
    .join(' ');
}

/** The announced outcome: "3 results for nails in Kilimani", "No results for …". */
export function resultsMessage(
  count: number,
  query: SearchQuery,
  areaName: (slug: string) => string | undefined,
): string {
  const description = describeQuery(query, areaName);
  const suffix = description ? ` ${description}` : '';
  if (count === 0) return `No results${suffix}`;
  return `${count} ${count === 1 ? 'result' : 'results'}${suffix}`;
}

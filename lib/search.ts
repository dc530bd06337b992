import type { Lang } from './i18n';
import { formatLongDate, formatTime, isDate, isTime } from './dates';
import { formatKes } from './money';
import { fill } from './template';
import { PRICE_LIMITS } from './search-filters';

/**
 * The services search: what a visitor asked for, as it travels in the page's URL
 * (`?service=nails&location=kilimani&date=2025-06-14&time=10:00`), and which listings match.
 * Empty strings mean "any".
 */
/** `deals`: 'true' for listings with a deal only (D28), as the search's checkbox sends it. */
/**
 * `max`: the highest headline price in Kes, one of PRICE_LIMITS (lib/search-filters.ts);
 * `sort`: 'price' for the lowest price first, else the best match first.
 */
export type SearchQuery = {
  service: string;
  location: string;
  date: string;
  time: string;
  deals: string;
  max: string;
  sort: string;
};

export const emptyQuery: SearchQuery = {
  service: '',
  location: '',
  date: '',
  time: '',
  deals: '',
  max: '',
  sort: '',
};

const keys = ['service', 'location', 'date', 'time', 'deals', 'max', 'sort'] as const;

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
    deals: get('deals') === 'true' ? 'true' : '',
    max: (PRICE_LIMITS as readonly number[]).includes(Number(get('max'))) ? get('max') : '',
    sort: get('sort') === 'price' ? 'price' : '',
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

/** A text's words as the search reads them: lower case, no accents, "make-up" as "makeup". */
export function searchWordsOf(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/&/g, ' and ')
      // "Kids'" is "kids"; "make-up" is "makeup", which Pagefind finds in "Make-up" and "Makeup".
      .replace(/['’-]/g, '')
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
  );
}

/**
 * Kiswahili's little joining words ("Saluni za Nywele", "Spa ya Kucha") change with the
 * noun's number and class, so a search leaves them out: "saluni za nywele" finds "Saluni ya
 * Nywele". "In" and "katika" join a kind to a place ("massage in Karen"), which the index
 * holds as words of their own.
 */
const joiningWords = new Set(['ya', 'za', 'la', 'cha', 'vya', 'wa', 'na', 'kwa', 'katika', 'in']);

/**
 * The words a search hands the index (Pagefind matches every word, the last one as the start of
 * a word): what was typed, in lower case without accents, without Kiswahili's joining words
 * unless they are all there is. "" when nothing is left.
 */
export function searchTerm(text: string): string {
  const typed = searchWordsOf(text);
  const meaningful = typed.filter((word) => !joiningWords.has(word));
  return (meaningful.length ? meaningful : typed).join(' ');
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
  /** While the search's index loads and answers. */
  searching: string;
  /** When it could not load, and the button that tries again. */
  failed: string;
  retry: string;
  service: string;
  /** "with a deal". */
  deals: string;
  location: string;
  date: string;
  time: string;
  max: string;
  waysOut: WaysOutWords;
  everything: string;
  businesses: Counted;
  professionals: Counted;
};

/** What a search that finds nothing offers instead (ui.search.waysOut). */
export type WaysOutWords = {
  title: string;
  inArea: Counted;
  when: Counted;
  anyTime: Counted;
  anyPrice: Counted;
  browse: string;
  areaPage: string;
  categoryPage: string;
  categories: string;
};

export type SearchSentences = Omit<SearchWords, 'lang'>;

export function searchWords(sentences: SearchSentences, lang: Lang): SearchWords {
  const { results, searching, failed, retry, service, deals, location, date, time } = sentences;
  const { max, waysOut, everything, businesses, professionals } = sentences;
  return {
    lang,
    results,
    searching,
    failed,
    retry,
    service,
    deals,
    location,
    date,
    time,
    max,
    waysOut,
    everything,
    businesses,
    professionals,
  };
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
    query.deals && words.deals,
    query.location && fill(words.location, { area: areaName(query.location) ?? query.location }),
    query.date && fill(words.date, { date: formatLongDate(query.date, words.lang) }),
    query.time && fill(words.time, { time: formatTime(query.time, words.lang) }),
    query.max && fill(words.max, { price: formatKes(Number(query.max)) }),
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * An area's name by its slug, from the list the page hands its islands. The islands do not
 * import lib/catalogue.ts: it reads the whole catalogue at build time.
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

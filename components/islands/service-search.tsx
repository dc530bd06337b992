'use client';

import { island } from './island';
import { LiveText } from '@/components/live-text';
import { lazy, Suspense, useId, useRef, useState, useSyncExternalStore } from 'react';
import { Button } from '@/components/button';
import { CheckboxField } from '@/components/form/checkbox-field';
import { inputClass } from '@/components/form/fields';
import type { Translation } from '@/content/i18n/types';
import type { searchBar } from '@/content/services';
import { timeSlots } from '@/lib/calendar';
import { formatLongDate, formatTime, localIsoDate, upcomingDates } from '@/lib/dates';
import { formatKes } from '@/lib/money';
import { PRICE_LIMITS } from '@/lib/search-filters';
import { fill } from '@/lib/template';
import {
  areaNameIn,
  countText,
  emptyQuery,
  isEmptyQuery,
  parseQuery,
  resultsMessage,
  serializeQuery,
} from '@/lib/search';
import type { SearchQuery, SearchWords } from '@/lib/search';
import { loadSearchEngine, preloadSearch, retrySearch, useSearchOutcome } from './search-engine';
import type { SearchArea } from './search-ways-out';
import { showSearch, useSearchQuery } from './use-search-query';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

/** The search bar's fields, named as the query they make. */
const SEARCH_FIELDS = [
  'service',
  'location',
  'date',
  'time',
  'deals',
  'max',
  'sort',
] as const satisfies readonly (keyof SearchQuery)[];

type Props = {
  /** How many listings the catalogue has: "41 businesses and professionals" before a search. */
  total: number;
  /** The catalogue's most opening periods in a day (lib/search-filters.ts). */
  periods: number;
  copy: Translation<typeof searchBar>;
  /** The announcement's sentences in the page's language (lib/search.ts searchWords). */
  words: SearchWords;
  /** This page's address, where the search goes without JavaScript: "/services", "/sw/services". */
  action: string;
  /** Each area with its page and nearest areas: a search that finds nothing offers them. */
  areas: readonly SearchArea[];
  /** Where the areas are, for "Anywhere in Nairobi": the counties of the catalogue's areas. */
  place: string;
  /**
   * The id of the <datalist> of categories and services offered, suggested as the visitor
   * types, rendered by the page beside the search.
   */
  suggestions: string;
};

const noSubscription = () => () => {};

/** Loaded only when a search finds nothing: most searches never need it. */
const SearchWaysOut = lazy(() =>
  import('./search-ways-out').then((module) => ({ default: module.SearchWaysOut })),
);

/** An option for a value that came in a shared link but is not in the list offered. */
function withValue(options: { value: string; label: string }[], value: string, label: string) {
  return !value || options.some((option) => option.value === value)
    ? options
    : [{ value, label }, ...options];
}

/**
 * The search bar and its outcome. Searching puts the query in the address bar (see
 * useSearchQuery); the fields follow it, so Back, a category click or a shared link fill them.
 */
export const ServiceSearch = island(
  'ServiceSearch',
  function ServiceSearch({
    total,
    periods,
    copy,
    words,
    action,
    areas,
    place,
    suggestions,
  }: Props) {
    const id = useId();
    const serviceInput = useRef<HTMLInputElement>(null);
    const formRef = useRef<HTMLFormElement>(null);
    const query = useSearchQuery();
    const outcome = useSearchOutcome(query, periods);
    // Dates are the visitor's own; the static HTML offers only "Any Date".
    const today = useSyncExternalStore(
      noSubscription,
      () => localIsoDate(new Date()),
      () => '',
    );

    // The fields hold what is typed until the search runs; a new search in the URL resets them.
    const [draft, setDraft] = useState<SearchQuery>(query);
    const [shownQuery, setShownQuery] = useState(query);
    if (shownQuery !== query) {
      setShownQuery(query);
      setDraft(query);
    }
    const set = (field: keyof SearchQuery) => (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [field]: event.target.value }));
    useTypedBeforeHydration(formRef, SEARCH_FIELDS, (typed) =>
      setDraft((current) => ({ ...current, ...typed })),
    );

    const { lang } = words;
    const dates = withValue(
      today ? upcomingDates(today, copy.days, lang) : [],
      draft.date,
      formatLongDate(draft.date, lang),
    );
    const times = withValue(
      timeSlots(copy.times.first, copy.times.last, copy.times.step).map((time) => ({
        value: time,
        label: formatTime(time, lang),
      })),
      draft.time,
      formatTime(draft.time, lang),
    );

    const filtered = !isEmptyQuery(query);
    const businesses = outcome.state === 'done' ? outcome.businesses.length : 0;
    const professionals = outcome.state === 'done' ? outcome.professionals.length : 0;
    const status = !filtered
      ? fill(words.everything, { count: total })
      : outcome.state === 'done'
        ? resultsMessage(businesses + professionals, query, areaNameIn(areas), words)
        : outcome.state === 'failed'
          ? words.failed
          : words.searching;

    function search(event: React.FormEvent) {
      event.preventDefault();
      showSearch(parseQuery(serializeQuery(draft)));
    }

    function clear() {
      showSearch(emptyQuery);
      serviceInput.current?.focus();
    }

    const labelClass = 'mb-1 block text-sm font-semibold text-slate-800';
    const fieldClass = `${inputClass} h-11 py-2`;
    /** What each of the form's selects shares: its id, name, value and look. */
    const select = (name: 'location' | 'date' | 'time' | 'max' | 'sort') => ({
      id: `${id}-${name}`,
      name,
      value: draft[name],
      onChange: set(name),
      labelClassName: labelClass,
      className: fieldClass,
    });

    return (
      <div>
        <form
          ref={formRef}
          role="search"
          aria-label={copy.label}
          // Marks the page as one that runs the search's WebAssembly (scripts/headers.mjs).
          data-search-engine=""
          // Without JavaScript the browser submits the same query the island would set.
          action={action}
          method="get"
          onSubmit={search}
          className="grid gap-4 rounded-2xl bg-white p-4 shadow-lg ring-1 ring-slate-200 sm:grid-cols-2 sm:p-6 lg:grid-cols-[1.6fr_1.4fr_1.2fr_1fr_auto] lg:items-end"
        >
          <div>
            <label htmlFor={`${id}-service`} className={labelClass}>
              {copy.service.label}
            </label>
            <input
              ref={serviceInput}
              id={`${id}-service`}
              name="service"
              type="search"
              list={suggestions}
              autoComplete="off"
              placeholder={copy.service.placeholder}
              value={draft.service}
              onChange={(event) => {
                set('service')(event);
                preloadSearch({ ...draft, service: event.target.value }, periods);
              }}
              // Pagefind's script starts loading as the visitor starts typing, not with the page.
              onFocus={() => loadSearchEngine().catch(() => {})}
              className={fieldClass}
            />
          </div>
          <FilterSelect
            {...select('location')}
            label={copy.location.label}
            anyLabel={fill(copy.location.any, { place })}
            options={withValue(
              areas.map((area) => ({ value: area.slug, label: area.name })),
              draft.location,
              draft.location,
            )}
          />
          <FilterSelect
            {...select('date')}
            label={copy.date.label}
            anyLabel={copy.date.any}
            options={dates}
          />
          <FilterSelect
            {...select('time')}
            label={copy.time.label}
            anyLabel={copy.time.any}
            options={times}
          />
          <Button type="submit" size="field" className="sm:col-span-2 lg:col-span-1">
            {copy.submit}
          </Button>
          <FilterSelect
            {...select('max')}
            label={copy.max.label}
            anyLabel={copy.max.any}
            options={PRICE_LIMITS.map((kes) => ({ value: String(kes), label: formatKes(kes) }))}
          />
          <FilterSelect
            {...select('sort')}
            label={copy.sort.label}
            anyLabel={copy.sort.best}
            options={[{ value: 'price', label: copy.sort.price }]}
          />
          {/* Sends deals=true, as the island's query does (lib/search.ts). */}
          <CheckboxField
            label={copy.deals.label}
            name="deals"
            value="true"
            checked={draft.deals === 'true'}
            onChange={(event) =>
              setDraft((current) => ({ ...current, deals: event.target.checked ? 'true' : '' }))
            }
            className="sm:col-span-2 lg:col-span-3 lg:self-center"
          />
        </form>

        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-slate-800">
          <p role="status" aria-live="polite" className="font-semibold">
            <LiveText>{status}</LiveText>
          </p>
          {outcome.state === 'failed' ? (
            <button
              type="button"
              onClick={() => retrySearch(query, periods)}
              className="rounded-lg px-3 py-1.5 text-sm font-semibold text-slate-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-50"
            >
              {words.retry}
            </button>
          ) : null}
          {businesses + professionals > 0 ? (
            <p className="flex gap-3 text-sm">
              {businesses > 0 ? (
                <a href="#results-businesses" className="font-semibold text-brand-700 underline">
                  {countText(words.businesses, businesses)}
                </a>
              ) : null}
              {professionals > 0 ? (
                <a href="#results-professionals" className="font-semibold text-brand-700 underline">
                  {countText(words.professionals, professionals)}
                </a>
              ) : null}
            </p>
          ) : null}
          {filtered ? (
            <button
              type="button"
              onClick={clear}
              className="rounded-lg px-3 py-1.5 text-sm font-semibold text-slate-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-50"
            >
              {copy.clear}
            </button>
          ) : null}
        </div>
        {filtered && outcome.state === 'done' && businesses + professionals === 0 ? (
          <Suspense>
            <SearchWaysOut
              query={query}
              periods={periods}
              areas={areas}
              words={words}
              action={action}
              lastTime={copy.times.last}
            />
          </Suspense>
        ) : null}
      </div>
    );
  },
);

/** One of the search bar's choices: a labelled select whose empty value means "any". */
function FilterSelect({
  id,
  label,
  anyLabel,
  options,
  labelClassName,
  ...select
}: Omit<React.ComponentProps<'select'>, 'children'> & {
  id: string;
  label: string;
  anyLabel: string;
  options: readonly { value: string; label: string }[];
  labelClassName: string;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <select id={id} {...select}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

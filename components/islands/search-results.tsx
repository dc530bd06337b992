'use client';

import { island } from './island';
import { useEffect, useRef, useState } from 'react';
import { ListingCard } from '@/components/listing-card';
import { LiveText } from '@/components/live-text';
import { splitPath } from '@/lib/i18n';
import type { CardWords } from '@/lib/listing-card';
import type { SearchCard } from '@/lib/search-records';
import { serviceNamed } from '@/lib/search-words';
import { cardPath, resultCardPath } from '@/lib/search-filters';
import { countText, isEmptyQuery, serializeQuery, type Counted } from '@/lib/search';
import { useSearchOutcome, type SearchHit } from './search-engine';
import { useSearchQuery } from './use-search-query';
import { withChoice, type CarriedChoice } from '@/lib/carried-choice';

/** How many cards a group shows at first, and how many more each "Show more" adds. */
export const RESULTS_STEP = 12;

export type ResultsText = {
  title: string;
  businesses: Counted;
  professionals: Counted;
  more: string;
};

type Props = {
  /** The catalogue's most opening periods in a day (lib/search-filters.ts). */
  periods: number;
  text: ResultsText;
  cardWords: CardWords;
};

/**
 * What a search found, under the search bar: businesses, then professionals, each as the same
 * cards /services shows, twelve at a time. Each card's data is a few hundred bytes fetched when
 * it is shown, not part of the page.
 */
export const SearchResults = island(
  'SearchResults',
  function SearchResults({ periods, text, cardWords }: Props) {
    const query = useSearchQuery();
    const outcome = useSearchOutcome(query, periods);
    if (isEmptyQuery(query) || outcome.state !== 'done') return null;
    const search = serializeQuery(query);
    if (outcome.businesses.length + outcome.professionals.length === 0) return null;
    return (
      <section id="results" aria-labelledby="results-title" className="mt-10">
        <h2 id="results-title" className="sr-only">
          {text.title}
        </h2>
        {(['businesses', 'professionals'] as const).map((kind) =>
          outcome[kind].length ? (
            <ResultGroup
              key={`${kind}${search}`}
              id={`results-${kind}`}
              title={countText(text[kind], outcome[kind].length)}
              hits={outcome[kind]}
              more={text.more}
              cardWords={cardWords}
              choice={{ service: query.service, date: query.date, time: query.time }}
            />
          ) : null,
        )}
      </section>
    );
  },
);

/**
 * A result's card, a file of its own (lib/search-records.ts) named by the result's id, so it is
 * the only fetch a result needs. Should that file be missing (a build whose ids stopped naming
 * the fragments, docs/search.md), Pagefind's data names the listing's page
 * ("/sw/services/glow-nail-bar"), and the card is fetched by the listing's address instead.
 */
export async function loadCard(hit: SearchHit): Promise<SearchCard> {
  const byId = await fetch(resultCardPath(hit.id));
  if (byId.ok) return (await byId.json()) as SearchCard;
  const { url } = await hit.data();
  const { lang, path } = splitPath(url);
  const response = await fetch(cardPath(path.slice(path.lastIndexOf('/') + 1), lang));
  if (!response.ok) throw new Error(`No card for ${url}: ${response.status}`);
  return (await response.json()) as SearchCard;
}

function ResultGroup({
  id,
  title,
  hits,
  more,
  cardWords,
  choice,
}: {
  id: string;
  title: string;
  hits: readonly SearchHit[];
  more: string;
  cardWords: CardWords;
  /** The search's service, day and time: Book Now carries them to the listing's form. */
  choice: CarriedChoice;
}) {
  const [wanted, setWanted] = useState(RESULTS_STEP);
  const [cards, setCards] = useState<SearchCard[]>([]);
  const list = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    let current = true;
    Promise.all(hits.slice(0, wanted).map(loadCard)).then(
      (found) => {
        if (current) setCards(found);
      },
      (error: unknown) => console.error('A search result did not load.', error),
    );
    return () => {
      current = false;
    };
  }, [hits, wanted]);

  // "Show more" hands the keyboard to the first card it added.
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || cards.length <= from) return;
    focusFrom.current = null;
    list.current?.querySelectorAll<HTMLElement>('h4 a')[from]?.focus();
  }, [cards]);

  return (
    <div className="mt-8 first:mt-0">
      <h3 id={id} className="text-xl font-semibold text-slate-900">
        <LiveText>{title}</LiveText>
      </h3>
      <ul ref={list} className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {cards.map(({ choices, ...card }) => (
          <li key={card.id}>
            <ListingCard
              card={{
                ...card,
                // The day and time always; the service when the words name one of its own.
                bookHref: withChoice(card.bookHref, {
                  ...choice,
                  service: serviceNamed(choice.service, choices),
                }),
              }}
              words={cardWords}
              anchor={`result-${card.id}`}
              heading="h4"
            />
          </li>
        ))}
      </ul>
      {hits.length > wanted ? (
        <button
          type="button"
          onClick={() => {
            focusFrom.current = wanted;
            setWanted(wanted + RESULTS_STEP);
          }}
          className="mt-6 rounded-lg px-4 py-2.5 text-sm font-semibold text-slate-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-50"
        >
          {more}
        </button>
      ) : null}
    </div>
  );
}

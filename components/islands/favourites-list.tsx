'use client';

import { island } from './island';
import { useEffect, useState } from 'react';
import { ListingCard } from '@/components/listing-card';
import { LiveText } from '@/components/live-text';
import type { Lang } from '@/lib/i18n';
import type { CardData, CardWords } from '@/lib/listing-card';
import { cardPath } from '@/lib/search-filters';
import { fillCount, type Plural } from '@/lib/template';
import { savedIds, useSavedRaw } from './favourites-store';

export type FavouritesWords = {
  /** The list's heading: "2 places saved on this device". */
  count: Plural;
  empty: string;
  /** How to save one, around `{link}` to /services: "To save a place, open {link} and …". */
  how: string;
  link: { label: string; href: string };
  loading: string;
  failed: string;
  retry: string;
};

type Loaded =
  { state: 'loading' | 'failed' } | { state: 'done'; cards: ReadonlyMap<string, CardData> };

/**
 * A saved listing's card: the search's card file of that listing in that language, a few
 * hundred bytes (lib/search-records.ts). A listing the catalogue no longer has is `null`.
 */
async function loadCard(id: string, lang: Lang): Promise<[string, CardData | null]> {
  const response = await fetch(cardPath(id, lang));
  if (response.status === 404) return [id, null];
  if (!response.ok) throw new Error(`No card for ${id}: ${response.status}`);
  return [id, (await response.json()) as CardData];
}

/**
 * The favourites page's list: the listings saved with a card's heart on this device, as the
 * cards /services shows, oldest saved first. Unsaving one here takes it off the list. In the
 * static HTML (and without JavaScript) it is empty: the page's introduction says what it is for.
 */
export const FavouritesList = island(
  'FavouritesList',
  function FavouritesList({
    lang,
    words,
    cardWords,
  }: {
    lang: Lang;
    words: FavouritesWords;
    cardWords: CardWords;
  }) {
    const raw = useSavedRaw();
    const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
    const [attempt, setAttempt] = useState(0);

    // The cards of the ids saved when the page opened, and of any saved since.
    useEffect(() => {
      const ids = savedIds(raw);
      const have = loaded.state === 'done' ? loaded.cards : new Map<string, CardData>();
      const missing = ids.filter((id) => !have.has(id));
      if (!missing.length) {
        if (loaded.state !== 'done') setLoaded({ state: 'done', cards: have });
        return;
      }
      let current = true;
      Promise.all(missing.map((id) => loadCard(id, lang))).then(
        (found) => {
          if (!current) return;
          const cards = new Map(have);
          for (const [id, card] of found) if (card) cards.set(id, card);
          setLoaded({ state: 'done', cards });
        },
        (error: unknown) => {
          console.error('A saved listing did not load.', error);
          if (current) setLoaded({ state: 'failed' });
        },
      );
      return () => {
        current = false;
      };
      // `loaded` is what this effect sets; it runs again when the saved ids or a retry change.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [raw, lang, attempt]);

    if (raw === null) return null;
    const ids = savedIds(raw);
    if (loaded.state === 'failed') {
      return (
        <div role="status" className="flex flex-wrap items-center gap-4">
          <p className="text-slate-800">{words.failed}</p>
          <button
            type="button"
            onClick={() => {
              setLoaded({ state: 'loading' });
              setAttempt(attempt + 1);
            }}
            className="rounded-lg px-3 py-1.5 text-sm font-semibold text-slate-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-50"
          >
            {words.retry}
          </button>
        </div>
      );
    }
    const cards =
      loaded.state === 'done'
        ? ids.flatMap((id) => (loaded.cards.has(id) ? [loaded.cards.get(id)!] : []))
        : [];
    if (ids.length && loaded.state !== 'done') {
      return (
        <p role="status" className="text-slate-700">
          {words.loading}
        </p>
      );
    }
    if (!cards.length) {
      const [before = '', after = ''] = words.how.split('{link}');
      return (
        <div role="status" className="rounded-2xl bg-slate-50 p-6 text-slate-800">
          <p className="font-semibold">{words.empty}</p>
          <p className="mt-2">
            {before}
            <a href={words.link.href} className="font-semibold text-brand-800 underline">
              {words.link.label}
            </a>
            {after}
          </p>
        </div>
      );
    }
    return (
      <section aria-labelledby="favourites-count">
        <h2 id="favourites-count" className="text-xl font-semibold text-slate-900">
          <LiveText>{fillCount(lang, words.count, cards.length)}</LiveText>
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {cards.map((card) => (
            <li key={card.id}>
              <ListingCard card={card} words={cardWords} anchor={card.id} />
            </li>
          ))}
        </ul>
      </section>
    );
  },
);

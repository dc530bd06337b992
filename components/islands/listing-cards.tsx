'use client';

import { island } from './island';
import { ListingCard } from '@/components/listing-card';
import type { CardData, CardWords } from '@/lib/listing-card';

/**
 * Listing cards drawn from their card data: the same component the search's results use. An
 * island rather than server markup so that the page's inline data carries each card as its data
 * (about 0.6 KB) instead of its element tree again (about 3.5 KB): /services' HTML stays under
 * its 300 KB budget (issue 26). The markup is the same either way, rendered on the server.
 */
export const ListingCards = island(
  'ListingCards',
  function ListingCards({
    cards,
    words,
    className,
  }: {
    cards: readonly CardData[];
    words: CardWords;
    className: string;
  }) {
    return (
      <ul className={className}>
        {cards.map((card) => (
          <li key={card.id}>
            <ListingCard card={card} words={words} anchor={card.id} />
          </li>
        ))}
      </ul>
    );
  },
);

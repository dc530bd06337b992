'use client';

import { island } from './island';
import { awaitingScript, useHydrated } from './use-hydrated';
import { showSearch, useSearchQuery } from './use-search-query';

type Props = Omit<React.ComponentProps<'button'>, 'type' | 'onClick' | 'aria-pressed'> & {
  field: 'service' | 'location';
  value: string;
};

/** A category or location that filters the listings; pressed while it is the search. */
export const FilterToggle = island(
  'FilterToggle',
  function FilterToggle({ field, value, ...props }: Props) {
    const query = useSearchQuery();
    const pressed = query[field].toLowerCase() === value.toLowerCase();
    const ready = useHydrated();
    return (
      <button
        type="button"
        aria-pressed={pressed}
        disabled={!ready}
        {...awaitingScript(ready)}
        onClick={() => showSearch({ ...query, [field]: pressed ? '' : value })}
        {...props}
      />
    );
  },
);

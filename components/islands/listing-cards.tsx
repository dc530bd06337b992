'use client';

import type { Lang } from '@/lib/i18n';
import { StaticRegion } from '../static-region';
import { FavouriteButton } from './favourite-button';

/**
 * The cards of /services. What they show is static HTML (components/listing-card-parts.tsx),
 * so the page data carries each card's address and language and not the card; a business's
 * favourite heart is the one island in it. The search islands they sit in show and hide them.
 * Each card's id is its page anchor.
 */

/** A business under Recommended Services. */
export function BusinessCard({
  id,
  lang,
  favourite,
}: {
  id: string;
  lang: Lang;
  /** The heart's name: "Save Glow Nail Bar to favourites". */
  favourite: string;
}) {
  return (
    <article
      id={id}
      aria-labelledby={`${id}-name`}
      className="relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <FavouriteButton id={id} label={favourite} className="absolute right-3 top-3" />
      <StaticRegion of="businessCard" args={[id, lang]} className="flex flex-1 flex-col" />
    </article>
  );
}

/** A professional under Book Top Talents. */
export function ProfessionalCard({ id, lang }: { id: string; lang: Lang }) {
  return (
    <StaticRegion
      as="article"
      of="professionalCard"
      args={[id, lang]}
      id={id}
      aria-labelledby={`${id}-name`}
      className="flex h-full flex-col items-center rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
    />
  );
}

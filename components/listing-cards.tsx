import type { Lang } from '@/lib/i18n';
import { FavouriteButton } from './islands/favourite-button';
import { BusinessCardBody, ProfessionalCardContent } from './listing-card-parts';

/**
 * The cards of /services, drawn on the server (listing-card-parts.tsx); a business's favourite
 * heart is the one island in it. The search islands they sit in show and hide them. Each
 * card's id is its page anchor.
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
      <div className="flex flex-1 flex-col">
        <BusinessCardBody id={id} lang={lang} />
      </div>
    </article>
  );
}

/** A professional under Book Top Talents. */
export function ProfessionalCard({ id, lang }: { id: string; lang: Lang }) {
  return (
    <article
      id={id}
      aria-labelledby={`${id}-name`}
      className="flex h-full flex-col items-center rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
    >
      <ProfessionalCardContent id={id} lang={lang} />
    </article>
  );
}

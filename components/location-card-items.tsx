import { dictionaryOf } from '@/content/dictionary';
import type { Lang } from '@/lib/i18n';
import { Link } from './link';
import { StaticImage } from './static-image';
import { areaHref } from '@/lib/hrefs';

/** The location cards' items (location-cards.tsx). */
export function LocationCardItems({ lang }: { lang: Lang }) {
  const { locations } = dictionaryOf(lang).locations;
  return locations.map((location) => (
    // The whole card is the link's target (its ::after covers the card).
    <li
      key={location.slug}
      className="group relative overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200 hover:ring-brand-700 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
    >
      <StaticImage
        src={location.image.src}
        alt=""
        width={location.image.width}
        height={location.image.height}
        loading="lazy"
        className="h-auto w-full"
      />
      <div className="p-4">
        <h3 className="font-semibold text-slate-900">
          <Link
            href={areaHref(location.slug)}
            className="after:absolute after:inset-0 focus-visible:outline-none group-hover:text-brand-700"
          >
            {location.name}
          </Link>
        </h3>
        <p className="mt-1 text-sm text-slate-600">{location.blurb}</p>
      </div>
    </li>
  ));
}

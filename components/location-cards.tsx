import Link from 'next/link';
import { locations } from '@/content/locations';
import { StaticImage } from './static-image';

/** The areas we serve, each linking to /services filtered to it. */
export function LocationCards() {
  return (
    <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {locations.map((location) => (
        <li
          key={location.slug}
          className="overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200"
        >
          <StaticImage
            src={location.image.src}
            alt=""
            width={location.image.width}
            height={location.image.height}
            className="h-auto w-full"
          />
          <div className="p-4">
            <h3 className="font-semibold text-slate-900">
              <Link
                href={`/services?location=${location.slug}`}
                prefetch={false}
                className="hover:text-brand-700"
              >
                {location.name}
              </Link>
            </h3>
            <p className="mt-1 text-sm text-slate-600">{location.blurb}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

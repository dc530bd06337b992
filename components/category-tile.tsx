import type { Dictionary } from '@/content/dictionary';
import { CheckIcon } from './icons';
import { StaticImage } from './static-image';

type Category = Dictionary['services']['browseCategories']['items'][number];

/**
 * What a category button of /services shows (Browse Categories): its picture, its name (the
 * catalogue's plural, `label`), and a tick while it is the search. The FilterToggle island around it is handed its name.
 */
export function CategoryTile({ category, label }: { category: Category; label: string }) {
  return (
    <>
      <StaticImage
        src={category.image.src}
        alt=""
        width={96}
        height={96}
        loading="lazy"
        className="size-20 rounded-full object-cover"
      />
      {label}
      <CheckIcon className="absolute right-3 top-3 hidden size-5 text-brand-700 group-aria-pressed:block" />
    </>
  );
}

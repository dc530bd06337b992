import { dictionaryOf } from '@/content/dictionary';
import type { Lang } from '@/lib/i18n';
import { CheckIcon } from './icons';
import { StaticImage } from './static-image';

/**
 * What a category button of /services shows (Browse Categories, the `index`th): its picture,
 * its name, and a tick while it is the search. A static region (lib/static-regions.tsx) inside
 * the FilterToggle island, which the page hands its name.
 */
export function CategoryTile({ index, lang }: { index: number; lang: Lang }) {
  const category = dictionaryOf(lang).services.browseCategories.items[index];
  if (!category) throw new Error(`No category ${index} under Browse Categories`);
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
      {category.label}
      <CheckIcon className="absolute right-3 top-3 hidden size-5 text-brand-700 group-aria-pressed:block" />
    </>
  );
}

import { dictionaryOf } from '@/content/dictionary';
import { synthetic } from '@/lib/catalogue';
import type { Lang } from '@/lib/i18n';

/**
 * The "sample data" banner at the top of every catalogue page (listings, areas, categories,
 * the search) when the catalogue is sample data (D40, docs/catalogue.md), so that made-up
 * listings and reviews are never taken for real ones. Nothing at all with real listings. A
 * named region, so it sits in a landmark like all content.
 */
export function SampleDataBanner({ lang, show = synthetic }: { lang: Lang; show?: boolean }) {
  if (!show) return null;
  const words = dictionaryOf(lang).ui.sampleData;
  return (
    <section
      aria-label={words.label}
      lang={lang}
      className="border-b border-amber-300 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950"
    >
      <p>
        <strong className="font-semibold">{words.label}:</strong> {words.text}
      </p>
    </section>
  );
}

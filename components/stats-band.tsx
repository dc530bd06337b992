import { currentLang } from '@/lib/page-language';
import { StatsItems, type StatsSource } from './stats-items';

/** A band of figures. */
export async function StatsBand({ of, label }: { of: StatsSource; label: string }) {
  return (
    <section aria-label={label} className="bg-brand-800 py-12 text-white">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 text-center sm:px-6 md:auto-cols-fr md:grid-flow-col md:grid-cols-none lg:px-8">
        <StatsItems lang={await currentLang()} of={of} />
      </dl>
    </section>
  );
}

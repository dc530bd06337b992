import { dictionaryOf } from '@/content/dictionary';
import type { Lang } from '@/lib/i18n';

/** Which figures a band shows: the platform's, or those for gyms and trainers. */
export type StatsSource = 'platform' | 'gym';

/** The figures of a band (stats-band.tsx), each a term and its value. */
export function StatsItems({ lang, of }: { lang: Lang; of: StatsSource }) {
  const words = dictionaryOf(lang);
  const stats = of === 'gym' ? words.gym.gymStats : words.landing.stats;
  return stats.map((stat) => (
    <div key={stat.label} className="flex flex-col-reverse gap-1">
      <dt className="text-sm text-brand-100 sm:text-base">{stat.label}</dt>
      <dd className="text-3xl font-bold tracking-tight sm:text-4xl">{stat.value}</dd>
    </div>
  ));
}

import type { Stat } from '@/content/types';

export function StatsBand({ stats, label }: { stats: readonly Stat[]; label: string }) {
  return (
    <section aria-label={label} className="bg-brand-800 py-12 text-white">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 text-center sm:px-6 md:auto-cols-fr md:grid-flow-col md:grid-cols-none lg:px-8">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse gap-1">
            <dt className="text-sm text-brand-100 sm:text-base">{stat.label}</dt>
            <dd className="text-3xl font-bold tracking-tight sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

import clsx from 'clsx';

/** The top of an inner page: its one h1, an introduction and optional calls to action. */
export function PageHero({
  id,
  eyebrow,
  title,
  intro,
  centered,
  children,
}: {
  /** Prefix for the heading's id, which labels the section. */
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  centered?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <div className={clsx('max-w-3xl', centered && 'mx-auto text-center')}>
          {eyebrow ? (
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
              {eyebrow}
            </p>
          ) : null}
          <h1
            id={`${id}-title`}
            className="mt-2 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl"
          >
            {title}
          </h1>
          {intro ? <p className="mt-6 text-lg text-slate-700">{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}

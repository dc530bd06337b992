import { cn } from '@/lib/cn';

/**
 * The top of an inner page: its one h1, an introduction, a row of calls to action, optional
 * artwork beside them (passed in, so pages without artwork do not load the image component),
 * and optional content below (a form, plan cards).
 */
export function PageHero({
  eyebrow,
  title,
  intro,
  centered,
  actions,
  aside,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  centered?: boolean;
  actions?: React.ReactNode;
  aside?: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <section aria-labelledby="page-title" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <div className={cn('grid items-center gap-10', aside && 'md:grid-cols-2')}>
          <div className={cn('max-w-3xl', centered && 'mx-auto text-center')}>
            {eyebrow ? (
              <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
                {eyebrow}
              </p>
            ) : null}
            <h1
              id="page-title"
              className="mt-2 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl"
            >
              {title}
            </h1>
            {intro ? <p className="mt-6 text-lg text-slate-700">{intro}</p> : null}
            {actions ? (
              <div className={cn('mt-8 flex flex-wrap gap-3', centered && 'justify-center')}>
                {actions}
              </div>
            ) : null}
          </div>
          {aside}
        </div>
        {children}
      </div>
    </section>
  );
}

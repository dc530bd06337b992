import clsx from 'clsx';

/**
 * The top of a content page: its one h1, an introduction, actions, and optional artwork beside
 * them (passed in, so pages without artwork do not load the image component).
 */
export function PageHero({
  eyebrow,
  title,
  intro,
  aside,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro: string;
  aside?: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <section aria-labelledby="page-title">
      <div
        className={clsx(
          'mx-auto grid max-w-7xl items-center gap-10 px-4 pb-8 pt-8 sm:px-6 md:pb-12 lg:px-8',
          aside && 'md:grid-cols-2',
        )}
      >
        <div className="max-w-3xl">
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
          <p className="mt-6 text-lg text-slate-700">{intro}</p>
          {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
        </div>
        {aside}
      </div>
    </section>
  );
}

import { cn } from '@/lib/cn';

type Props = React.ComponentProps<'section'> & {
  eyebrow?: string;
  title: string;
  intro?: React.ReactNode;
  /** Heading level: pages have one h1; sections use h2. */
  headingLevel?: 'h2' | 'h3';
  centered?: boolean;
};

/** A page section with its heading. The section is labelled by its heading. */
export function Section({
  eyebrow,
  title,
  intro,
  headingLevel: Heading = 'h2',
  centered,
  className,
  children,
  id,
  ...props
}: Props) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('py-16 sm:py-20', className)}
      {...props}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className={cn('max-w-2xl', centered && 'mx-auto text-center')}>
          {eyebrow ? (
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
              {eyebrow}
            </p>
          ) : null}
          <Heading
            id={headingId}
            className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          >
            {title}
          </Heading>
          {intro ? <div className="mt-4 text-lg text-slate-600">{intro}</div> : null}
        </div>
        {children}
      </div>
    </section>
  );
}

import clsx from 'clsx';
import Link from 'next/link';

const variants = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800',
  secondary: 'bg-white text-slate-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-50',
  accent: 'bg-accent-400 text-slate-950 hover:bg-accent-500',
};

type Props = React.ComponentProps<typeof Link> & { variant?: keyof typeof variants };

/** A link that looks like a button. External URLs render a plain anchor. */
export function ButtonLink({ variant = 'primary', className, prefetch = false, ...props }: Props) {
  const classes = clsx(
    'inline-flex items-center justify-center rounded-lg px-5 py-3 text-base font-semibold transition-colors',
    variants[variant],
    className,
  );
  if (typeof props.href === 'string' && /^https?:/.test(props.href)) {
    const { href, children, ...rest } = props;
    return (
      <a href={href} className={classes} {...(rest as React.ComponentProps<'a'>)}>
        {children}
      </a>
    );
  }
  return <Link prefetch={prefetch} className={classes} {...props} />;
}

import { cn } from '@/lib/cn';

// `cn` only joins classes (lib/cn.ts): a className passed here must not fight these classes
// (margins, width, grid placement are fine), so what a button looks like, its padding and text
// size included, is chosen with a variant and a size.

const variants = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800',
  secondary: 'bg-white text-slate-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-50',
  accent: 'bg-accent-400 text-slate-950 hover:bg-accent-500',
  ghost: 'text-slate-800 hover:text-brand-700',
  danger: 'bg-red-800 text-white shadow-sm hover:bg-red-900',
};

const sizes = {
  sm: 'px-3 py-2 text-sm',
  md: 'px-5 py-3 text-base',
  /** A link of the header bar that looks like a button, as compact as the bar's other links. */
  bar: 'px-2 py-2 text-sm lg:px-3',
  /** Book Now on a listing's card. */
  card: 'px-4 py-2.5 text-sm',
  /** A full-width row of a menu, as tall as the menu's links. */
  row: 'px-5 py-2.5 text-base',
  /** As tall as a form field, for a button in a row of inputs. */
  field: 'h-11 px-6 text-base',
};

export type ButtonStyle = { variant?: keyof typeof variants; size?: keyof typeof sizes };

/** The classes of a button, for the rare element that is neither a Button nor a ButtonLink. */
export function buttonClass(
  { variant = 'primary', size = 'md' }: ButtonStyle = {},
  className?: string,
) {
  // `btn` (app/globals.css) is what every button shares: one word in the HTML, not twelve.
  return cn('btn', variants[variant], sizes[size], className);
}

type ButtonProps = React.ComponentProps<'button'> & ButtonStyle;

/** Every button of the site: `type="button"` unless it says otherwise. */
export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size }, className)} {...props} />;
}

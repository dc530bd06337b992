import clsx, { type ClassValue } from 'clsx';

/**
 * Joins class names: the site's one `cn`, the same on the server and in the browser. It does
 * not merge Tailwind classes (that needs tailwind-merge's 7 KB on every page): a component
 * never receives a class that fights its own, and offers a variant instead (button.tsx's
 * sizes). Outside production a conflict throws, so unit tests and `next dev` catch it. The
 * check loads tailwind-merge inside the branch production builds drop: an `import` at the top
 * would leave part of its module behind in every page's bundle.
 */
export function cn(...inputs: ClassValue[]) {
  const classes = clsx(inputs);
  if (process.env.NODE_ENV !== 'production') {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
    const { twMerge } = require('tailwind-merge') as typeof import('tailwind-merge');
    const merged = twMerge(classes);
    if (merged !== classes) {
      throw new Error(
        `Conflicting classes: "${classes}" would need merging ("${merged}"). Use a variant instead.`,
      );
    }
  }
  return classes;
}

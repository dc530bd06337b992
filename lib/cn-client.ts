import clsx, { type ClassValue } from 'clsx';

/**
 * `cn` in the browser (package.json `imports`: `#cn`): a plain join, because merging
 * needs tailwind-merge's 7 KB on every page. A client component therefore never passes a class
 * that conflicts with a base class; it picks a variant instead, or its server parent merges.
 * Outside production builds a conflict throws, so tests and `next dev` catch it. The check
 * loads tailwind-merge with `require` inside the branch that production builds drop: an
 * `import` at the top would leave part of its module behind in every page's bundle.
 */
export function cn(...inputs: ClassValue[]) {
  const classes = clsx(inputs);
  if (process.env.NODE_ENV !== 'production') {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
    const { twMerge } = require('tailwind-merge') as typeof import('tailwind-merge');
    const merged = twMerge(classes);
    if (merged !== classes) {
      throw new Error(
        `Conflicting classes in a client component: "${classes}" would need merging ("${merged}"). Use a variant, or merge on the server.`,
      );
    }
  }
  return classes;
}

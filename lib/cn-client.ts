import clsx, { type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * `cn` in client components (package.json `imports`: `#cn`): a plain join, because merging
 * needs tailwind-merge's 7 KB on every page. A client component therefore never passes a class
 * that conflicts with a base class; it picks a variant instead, or its server parent merges.
 * Outside production builds a conflict throws, so tests and `next dev` catch it; production
 * drops that check and tailwind-merge with it.
 */
export function cn(...inputs: ClassValue[]) {
  const classes = clsx(inputs);
  if (process.env.NODE_ENV !== 'production' && twMerge(classes) !== classes) {
    throw new Error(
      `Conflicting classes in a client component: "${classes}" would need merging ("${twMerge(classes)}"). Use a variant, or merge on the server.`,
    );
  }
  return classes;
}

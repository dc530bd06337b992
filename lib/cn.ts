import clsx, { type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names and lets a later Tailwind class win over an earlier one of the same kind,
 * so a caller's `px-4` really replaces a component's `px-5` (clsx alone keeps both, and the
 * stylesheet's order decides). This is `cn` wherever pages are rendered to HTML (server
 * components, static regions, islands' first HTML): `#cn` resolves here everywhere but in the
 * browser's bundle, so tailwind-merge never reaches the browser (lib/cn-client.ts).
 */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

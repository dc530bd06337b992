import clsx, { type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names and lets a later Tailwind class win over an earlier one of the same kind,
 * so a caller's `px-4` really replaces a component's `px-5` (clsx alone keeps both, and the
 * stylesheet's order decides). This is the server's `cn`: `#cn` resolves here under the
 * `react-server` condition, so tailwind-merge never reaches the browser (lib/cn-client.ts).
 */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

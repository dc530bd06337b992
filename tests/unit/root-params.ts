/**
 * Jest's stand-in for `next/root-params`, which only exists inside a Next.js build: the
 * language of the "page being rendered" is whatever a test sets.
 */
let current = 'en';

export async function lang(): Promise<string> {
  return current;
}

export function renderIn(language: string) {
  current = language;
}

/**
 * The type of a translation of an English content module. Words become `string`, so each
 * language writes its own; the shape stays (every key, and every tuple's length), so a key
 * left out or added is a type error. Numbers, booleans and the fields below keep the English
 * value's type: a price, a rating or a link's address is the same in every language.
 */
export type Translation<T> = T extends string
  ? string
  : T extends number | boolean | bigint | symbol | null | undefined
    ? T
    : T extends (...args: never[]) => unknown
      ? T
      : { readonly [K in keyof T]: K extends FixedKey ? T[K] : Translation<T[K]> };

/**
 * Keys whose values are addresses, identifiers or form values, never words. The translation
 * keeps their English type here, and tests/unit/i18n-content.test.ts checks their values.
 * `feature` and `related` are not here: they hold feature slugs in register.ts and
 * feature-pages.ts but words elsewhere (a pricing row, a section heading); the test checks
 * the slugs instead.
 */
export const fixedKeys = [
  'href',
  'slug',
  'id',
  'src',
  'value',
  'category',
  'path',
  'menu',
  'learnMore',
  'contactHref',
  'continuesAs',
  'kind',
  'code',
] as const;

export type FixedKey = (typeof fixedKeys)[number];

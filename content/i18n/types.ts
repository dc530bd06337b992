/**
 * The type of a translation of an English content module. Words become strings, so each
 * language writes its own, but a message keeps its placeholders: a translation of
 * `'{name} in {area}'` must contain `{name}` and `{area}` somewhere (docs/languages.md). The
 * shape stays (every key, and every tuple's length), so a key left out or added is a type
 * error. Numbers, booleans and the fields below keep the English value's type: a price, a
 * rating or a link's address is the same in every language. A message is never a function.
 */
export type Translation<T> = T extends string
  ? Message<T>
  : T extends number | boolean | bigint | symbol | null | undefined
    ? T
    : T extends (...args: never[]) => unknown
      ? never
      : { readonly [K in keyof T]: K extends FixedKey ? T[K] : Translation<T[K]> };

/** The names of the `{slot}`s in a message: `'{name} in {area}'` gives `'name' | 'area'`. */
export type Slots<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? (Name extends `${string} ${string}` ? never : Name) | Slots<Rest>
  : never;

/** Any string that contains every slot of the English message (any string if it has none). */
type Message<S extends string> = string extends S
  ? string
  : [Slots<S>] extends [never]
    ? string
    : AllOf<Slots<S> extends infer Name extends string ? Boxed<Name> : never> extends {
          slot: infer Slotted;
        }
      ? Slotted
      : never;

/**
 * A string with `{name}` (or `{Name}`: fill() gives both the same value, one in lower case) in
 * it, boxed so that the intersection below keeps the two spellings as alternatives. Distributes
 * over a union of names.
 */
type Boxed<Name extends string> = Name extends unknown
  ? { slot: `${string}{${Uncapitalize<Name> | Capitalize<Name>}}${string}` }
  : never;

/** The intersection of a union's members: a string that contains every slot at once. */
type AllOf<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void
  ? I
  : never;

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
  /** A plan's limits (content/plans.ts): figures and fixed values, worded by lib/plans.ts. */
  'limits',
  'kind',
  'code',
] as const;

export type FixedKey = (typeof fixedKeys)[number];

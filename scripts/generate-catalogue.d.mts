export declare function mulberry32(seed: number): () => number;
export declare function slugify(text: string): string;
export declare const MORE_AREAS: readonly {
  slug: string;
  name: string;
  centre: [number, number];
  streets: string[];
  intro: { en: string; sw: string };
}[];
export declare function generateCatalogue(options: {
  businesses: number;
  professionals: number;
  areas: number;
  seed?: number;
  /** Offers end 60 to 240 days after this "YYYY-MM-DD" (default 2026-11-20). */
  offersFrom?: string;
}): {
  synthetic: true;
  areas: { slug: string; name: string; intro: { en: string; sw: string } }[];
  categories: unknown[];
  listings: (Record<string, unknown> & { offers?: { ends: string }[] })[];
};
export declare function catalogueText(catalogue: unknown): string;
/** First names and surnames by sex, space-separated; `either` are family names of both. */
export declare const NAMES: {
  female: { first: string; surnames: string };
  male: { first: string; surnames: string };
  either: string;
};
/** Who teaches a class, by the class's service name: the team roles that fit it. */
export declare const CLASS_ROLES: Readonly<Record<string, readonly string[]>>;
/** A cut: what every barber offers. */
export declare const CUTS: readonly string[];
export declare const OCCASION_PHRASES: readonly string[];
export declare const CORE_SERVICES: Readonly<Record<string, readonly (readonly string[])[]>>;
export declare const MOST_TEXT_REPEATS: number;

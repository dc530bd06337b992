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

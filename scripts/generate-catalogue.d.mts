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
}): {
  synthetic: true;
  areas: { slug: string; name: string; intro: { en: string; sw: string } }[];
  categories: unknown[];
  listings: Record<string, unknown>[];
};
export declare function catalogueText(catalogue: unknown): string;

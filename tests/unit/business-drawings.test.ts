import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { businesses, categories, listingImage } from '@/lib/catalogue';
import { parseCatalogue } from '@/lib/catalogue-schema';
import { generateCatalogue } from '../../scripts/generate-catalogue.mjs';
import { DIR, variant, variantOf, VARIANTS } from '../../scripts/business-drawings.mjs';

const file = (src: string) => path.join('public', src);

describe('the drawings on businesses’ cards', () => {
  it('give every category at least four, our own, each small and each different', () => {
    for (const category of categories) {
      const images = category.images ?? [];
      expect([category.id, images.length]).toEqual([category.id, VARIANTS]);
      const drawings = images.map((image) => readFileSync(file(image.src), 'utf8'));
      expect(new Set(drawings).size).toBe(images.length);
      for (const image of images) {
        expect(statSync(file(image.src)).size).toBeLessThan(6000);
        expect([image.width, image.height]).toEqual([400, 300]);
      }
    }
    // make-up, beauty spas and photography have theirs too.
    for (const id of ['make-up', 'beauty-spa', 'photography'])
      expect(existsSync(path.join(DIR, `${id}.svg`))).toBe(true);
  });

  it('vary in colour and in the way they face, the one after another in both', () => {
    const drawn = readFileSync(path.join(DIR, 'nail-spa.svg'), 'utf8').trim();
    expect(variant(drawn, 1)).toBe(drawn);
    const colours = (svg: string) => new Set(svg.match(/#[0-9a-f]{6}/gi));
    for (let n = 2; n <= VARIANTS; n += 1) {
      const { mirrored } = variantOf(n);
      expect(variant(drawn, n).includes('matrix(-1 0 0 1 400 0)')).toBe(mirrored);
    }
    // Consecutive ones differ in colour, and the first two face each other.
    expect(colours(variant(drawn, 2))).not.toEqual(colours(drawn));
    expect(variantOf(1).mirrored).not.toBe(variantOf(2).mirrored);
    // Skin keeps its colour in every palette.
    for (let n = 1; n <= VARIANTS; n += 1) expect(variant(drawn, n)).toContain('#5b3a29');
  });

  it('show no two businesses of an area the same one', () => {
    const seen = new Map<string, string>();
    for (const listing of businesses) {
      const key = `${listing.location} ${listingImage(listing).src}`;
      expect([listing.id, seen.get(key)]).toEqual([listing.id, undefined]);
      seen.set(key, listing.id);
    }
  });

  it('are enough for the 2,750-listing catalogue: as many as a category’s businesses in one area', () => {
    const { listings } = parseCatalogue(
      generateCatalogue({ businesses: 750, professionals: 2000, areas: 13, seed: 1 }),
      'generated.json',
    );
    const counts = new Map<string, number>();
    for (const listing of listings)
      if (listing.kind === 'business') {
        const key = `${listing.location} ${listing.category}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(VARIANTS);
  });
});

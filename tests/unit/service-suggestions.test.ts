import { catalogue, type CatalogueListing } from '@/lib/catalogue';
import { catalogueWordsIn } from '@/lib/catalogue-words';
import { SUGGESTED_OFFERINGS, serviceSuggestions } from '@/lib/service-suggestions';

const english = catalogueWordsIn.en;
const categories = Object.values(english.categoryNames);

/** A copy of a listing whose owner added a service in their own words. */
function withOwnService(listing: CatalogueListing, index: number): CatalogueListing {
  const own = { ...listing.services[0], name: `Signature treatment ${index}` };
  return {
    ...listing,
    id: `${listing.id}-${index}`,
    services: [...listing.services, own],
  } as CatalogueListing;
}

test('the service box suggests every category and every service of the embedded catalogue', () => {
  const suggestions = serviceSuggestions(catalogue, english);
  for (const category of categories) expect(suggestions).toContain(category);
  expect(suggestions).toContain('Gel manicure');
  // "Box braids (mid-back)" and the like are suggested once, without the length.
  expect(suggestions.filter((s) => s.includes('('))).toEqual([]);
  expect(suggestions.length).toBeLessThan(categories.length + SUGGESTED_OFFERINGS);
});

test('however many services owners name, the box suggests the most offered and the list stays capped', () => {
  // 3,000 listings: the embedded catalogue's services offered 70 times over, and 3,000 names
  // each offered once.
  const crowd = Array.from({ length: 3000 }, (_, i) =>
    withOwnService(catalogue[i % catalogue.length]!, i),
  );
  const suggestions = serviceSuggestions(crowd, english);
  // A profession may share its category's name: listed once.
  expect(suggestions.length).toBeLessThanOrEqual(categories.length + SUGGESTED_OFFERINGS);
  expect(suggestions.length).toBeGreaterThan(SUGGESTED_OFFERINGS);
  expect(suggestions).toEqual(expect.arrayContaining(serviceSuggestions(catalogue, english)));
  const ownNames = suggestions.filter((s) => s.startsWith('Signature treatment'));
  expect(ownNames.length).toBeLessThan(SUGGESTED_OFFERINGS);
});

test('suggestions are in the page’s language and alphabetical order', () => {
  const swahili = serviceSuggestions(catalogue, catalogueWordsIn.sw);
  expect(swahili).toEqual(expect.arrayContaining(Object.values(catalogueWordsIn.sw.categoryNames)));
  expect([...swahili].sort(new Intl.Collator('sw-KE').compare)).toEqual(swahili);
});

import { dictionaryOf } from '@/content/dictionary';
import type { CatalogueListing } from './catalogue';
import { pageStory } from './category-pages';
import type { Lang } from './i18n';
import { formatKes } from './money';
import { PAGE_SIZE } from './pages';
import { fill } from './template';

/*
 * Page 2 onwards of a paged list (a category's, an area's, the gift vouchers'): page 1 has the
 * list's overview, so a later page does not repeat it (issue 52). It says what it shows itself,
 * from the listings it shows: which of them, how they are rated, where its lowest price is.
 */
export function laterPageText({
  title,
  shown,
  page,
  count,
  total,
  prices = true,
  lang,
  size = PAGE_SIZE,
}: {
  /** The list's heading on page 1: "Nail Salons in Nairobi". */
  title: string;
  /** The listings this page shows, in the page's language. */
  shown: readonly CatalogueListing[];
  page: number;
  count: number;
  /** How many the whole list has. */
  total: number;
  /** Whether the page is about prices (not the gift vouchers'). */
  prices?: boolean;
  lang: Lang;
  /** How many a page shows. */
  size?: number;
}) {
  const words = dictionaryOf(lang).categoryPages.laterPage;
  const first = (page - 1) * size + 1;
  const last = first + shown.length - 1;
  const range = fill(words.range, { first, last, total });
  const ratings = shown.filter((listing) => listing.reviewCount > 0).map(({ rating }) => rating);
  const [low, high] = [Math.min(...ratings), Math.max(...ratings)];
  const rated = !ratings.length
    ? fill(words.unrated, { range })
    : fill(low === high ? words.ratedAlike : words.rated, { range, low, high });
  const { cheapest, best } = pageStory(shown);
  const price = formatKes(cheapest.price);
  const heading = fill(words.heading, { title, page, count });
  const bestText = best ? fill(words.best, { name: best.name, rating: best.rating }) : '';
  const counts = { heading, first, last, total, best: bestText };
  return {
    heading,
    intro: prices
      ? `${rated} ${fill(words.cheapest, { price, service: cheapest.service, name: cheapest.name })}`
      : [rated, bestText].filter(Boolean).join(' '),
    description: prices
      ? fill(words.description, { ...counts, price })
      : fill(words.descriptionNoPrice, counts),
    back: words.back,
  };
}

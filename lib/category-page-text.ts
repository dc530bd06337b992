import { dictionaryOf } from '@/content/dictionary';
import { cataloguePlace, type CategoryPage } from './catalogue';
import { categoryKindWords, countByKind, pageFacts, pageStory, someNames } from './category-pages';
import { catalogueWordsIn, translateListing } from './catalogue-words';
import { dateNames, mondayFirst } from './dates';
import type { Lang } from './i18n';
import { formatKes } from './money';
import { fill, fillCount, type Plural } from './template';

/*
 * What a category page (D34) says in words, in `lang`, written from its own listings (issue 52):
 * its title, description, introduction and first facts each name its area, its count of places
 * and listings of its own, so that no two pages share a paragraph (tests/unit/category-page-text
 * holds every page of the catalogue to it). The page (services/category-page.tsx) lays it out.
 */
export function categoryPageText(found: CategoryPage, lang: Lang) {
  const words = catalogueWordsIn[lang];
  const { categoryCopy, categoryPage: text } = dictionaryOf(lang).categoryPages;
  const id = found.category.id;
  const listings = found.listings.map((listing) => translateListing(listing, words));
  const facts = pageFacts(listings);
  const story = pageStory(listings);
  const area = found.area?.name ?? cataloguePlace(lang);
  // Each kind in its own words: a professional is never counted as a salon (D38).
  const places = countByKind(lang, facts, categoryKindWords(words, id, text));
  const price = formatKes(facts.lowest);
  const counts = { places, area, price, late: facts.openLate, sunday: facts.openSunday };
  const { best } = story;

  const intro = [
    fill(text.intro, { ...counts, service: story.cheapest.service, cheapest: story.cheapest.name }),
    ...(best
      ? [fillCount(lang, text.introBest, best.reviews, { name: best.name, rating: best.rating })]
      : []),
  ].join(' ');

  /** "Open on Sunday in Kilimani: 2 of 3, Glow Nail Bar and Kucha Studio", or that none is. */
  const named = (names: readonly string[], some: Plural, none: string) =>
    names.length
      ? fillCount(lang, some, names.length, {
          area,
          total: listings.length,
          names: someNames(names, text.names),
        })
      : fill(none, { places, area });
  const dealDays = mondayFirst
    .filter((day) => story.dealsByDay[day])
    .map((day) =>
      fill(text.facts.dayDeals, {
        day: dateNames[lang].shortDays[day]!,
        count: story.dealsByDay[day]!,
      }),
    );

  return {
    category: words.categoryPlurals[id]!,
    area,
    places,
    listings,
    facts,
    fullTitle: fill(text.title, { places, area, price }),
    shortTitle: fill(text.shortTitle, { places, area }),
    description: best
      ? fill(text.description, { ...counts, best: best.name, rating: best.rating })
      : fill(text.descriptionUnrated, counts),
    intro,
    /** The marketer's words for the category, on its own page only: area pages have theirs. */
    categoryIntro: found.area ? undefined : categoryCopy[id as keyof typeof categoryCopy]?.intro,
    /** The first facts, each a list item. */
    factLines: [
      ...(facts.rating !== undefined
        ? [
            fillCount(lang, text.facts.rating, facts.reviews, {
              rating: facts.rating,
              places,
              area,
            }),
          ]
        : []),
      ...(best
        ? [
            fillCount(lang, text.facts.best, best.reviews, {
              name: best.name,
              rating: best.rating,
              area,
            }),
          ]
        : []),
      named(story.late, text.facts.openLate, text.facts.openLateNone),
      named(story.sunday, text.facts.openSunday, text.facts.openSundayNone),
    ],
    /** Deals by weekday; the page adds today's, said again for the visitor's day. */
    dealsByDay: dealDays.length
      ? fill(text.facts.dealsByDay, { places, area, days: dealDays.join(', ') })
      : fill(text.facts.dealsNone, { places, area }),
  };
}

import { searchWordGroups } from '@/content/search-words';
import { searchTerm, searchWordsOf } from './search';

/*
 * The words customers type (content/search-words.ts) against a listing's services: at build
 * time, which groups a listing's services belong to (its search record is found by their
 * words); in the browser, which one service a search's words name (Book Now carries it).
 */

/** "nails" and "nail" as one word, as Pagefind's stemming reads them on English pages. */
export function wordKey(word: string): string {
  return word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word;
}

/** The groups, by their place in searchWordGroups, whose service words `names` hold. */
export function serviceGroups(names: readonly string[]): number[] {
  const held = new Set(names.flatMap(searchWordsOf).map(wordKey));
  return searchWordGroups.flatMap((group, i) =>
    group.serviceWords.some((word) => held.has(wordKey(word))) ? [i] : [],
  );
}

/** Every word, in both languages, a customer types for the groups `groups`. */
export function groupWords(groups: readonly number[]): string[] {
  return groups.flatMap((i) => [
    ...searchWordGroups[i]!.words.en,
    ...searchWordGroups[i]!.words.sw,
  ]);
}

/** A service as a search result's card carries it: its name as the form lists it, its groups. */
export type ServiceChoice = [name: string, groups: number[]];

/**
 * The one service of a listing that a search's words name, or "" when none or several do: the
 * booking form then asks for it. Words that name none of the listing's services (an area, a
 * kind of place) are left aside. A service named by the words themselves ("pedicure") wins
 * over those found through a group ("nails" means every nail service).
 */
export function serviceNamed(typed: string, choices: readonly ServiceChoice[]): string {
  const typedWords = searchTerm(typed).split(' ').filter(Boolean).map(wordKey);
  const named = choices.map(([name, groups]) => ({
    name,
    own: new Set(searchWordsOf(name).map(wordKey)),
    meant: new Set(groupWords(groups).flatMap(searchWordsOf).map(wordKey)),
  }));
  const words = typedWords.filter((word) =>
    named.some((service) => service.own.has(word) || service.meant.has(word)),
  );
  if (!words.length) return '';
  const byName = named.filter((service) => words.every((word) => service.own.has(word)));
  const found = byName.length
    ? byName
    : named.filter((service) =>
        words.every((word) => service.own.has(word) || service.meant.has(word)),
      );
  return found.length === 1 ? found[0]!.name : '';
}

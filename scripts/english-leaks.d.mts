export type EnglishPhrase = { words: string[]; text: string; where: string };
export type EnglishWords = {
  phrases: Map<string, EnglishPhrase[]>;
  names: Map<string, string[][]>;
};
export declare const ENGLISH_WORDS: readonly string[];
export declare function wordsOf(text: string): string[];
export declare function englishWords(options: {
  english: Record<string, unknown>;
  kiswahili: Record<string, unknown>;
  site: unknown;
  catalogue: unknown;
}): EnglishWords;
export declare function contentModules(
  load: (file: string) => unknown,
  root?: string,
): { english: Record<string, unknown>; kiswahili: Record<string, unknown> };
export declare function englishIn(text: string, words: EnglishWords): EnglishPhrase[];
export declare function kiswahiliTexts(html: string): string[];
export declare function englishLeaks(options: {
  dir: string;
  pages: readonly { file: string; route: string }[];
  words: EnglishWords;
}): string[];

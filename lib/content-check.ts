import { languageNames, languages, type Lang } from './i18n';
import { frontmatterProblems, readFrontmatter, slugPattern } from './blog-meta';
import { CatalogueError, parseCatalogue } from './catalogue-schema';

export { typeErrors } from './type-errors';

/*
 * The content check's rules (scripts/check-content.mjs runs them before `next build`): each
 * returns every problem it finds as one line, `file: record: field: what is wrong, and what
 * would be right`, with the line and column where the file has them, so an editor sees all the
 * problems of a change in one run and no stack trace. Pure: the script reads the files.
 */

/** Where `position` falls in `text`, counted from 1. */
function lineAndColumn(text: string, position: number) {
  const before = text.slice(0, position).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/** Every problem of a catalogue file's text, as parseCatalogue words them. */
export function catalogueProblems(text: string, file: string): string[] {
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const position = /position (\d+)/.exec(message)?.[1];
    const at =
      position === undefined
        ? ''
        : (() => {
            const { line, column } = lineAndColumn(text, Number(position));
            return `:${line}:${column}`;
          })();
    const reason = message.replace(/ in JSON at position.*$|, ".*" is not valid JSON$/s, '');
    return [`${file}${at}: not valid JSON (${reason})`];
  }
  try {
    parseCatalogue(input, file);
    return [];
  } catch (error) {
    if (error instanceof CatalogueError) return error.problems;
    throw error;
  }
}

/** An article file as the script reads it. */
export type ArticleFile = { file: string; lang: Lang; slug: string; source: string };

/** The line of a frontmatter field (`title:`), or of the opening `---`. */
function fieldLine(source: string, field: string): number {
  const name = /^"?([a-zA-Z]+)/.exec(field)?.[1];
  const index = name ? source.search(new RegExp(`^${name}\\s*:`, 'm')) : -1;
  return index < 0 ? 1 : lineAndColumn(source, index).line;
}

/**
 * What is wrong with each article: its file name, its frontmatter (as YAML, then field by
 * field, as the build reads it), and its artwork, which must exist in public/.
 */
export function articleProblems(
  articles: readonly ArticleFile[],
  artworkExists: (src: string) => boolean,
): string[] {
  return articles.flatMap(({ file, slug, source }) => {
    if (!slugPattern.test(slug)) {
      return [
        `${file}: the file name is the article's address: lowercase words joined by hyphens, such as "new-salons-in-ruaka.mdx"`,
      ];
    }
    const { data, problems } = readFrontmatter(source);
    if (problems.length) {
      return problems.map(
        ({ line, column, message }) => `${file}:${line}:${column}: frontmatter: ${message}`,
      );
    }
    const found = frontmatterProblems(data, slug).map(
      (problem) => `${file}:${fieldLine(source, problem)}: frontmatter: ${problem}`,
    );
    const artwork = (data as { artwork?: unknown }).artwork;
    if (typeof artwork === 'string' && found.length === 0 && !artworkExists(artwork)) {
      found.push(
        `${file}:${fieldLine(source, 'artwork')}: frontmatter: "artwork" ${artwork} is not in public/: add public${artwork}`,
      );
    }
    return found;
  });
}

/**
 * The articles that exist in one language only: each is published in its own language and
 * waits for its twin (D38). A note, not a problem.
 */
export function untranslatedArticles(articles: readonly ArticleFile[]): string[] {
  const bySlug = new Map<string, Set<Lang>>();
  for (const { slug, lang } of articles)
    bySlug.set(slug, (bySlug.get(slug) ?? new Set()).add(lang));
  return articles.flatMap(({ file, slug, lang }) => {
    const missing = languages.filter((other) => !bySlug.get(slug)!.has(other));
    if (lang !== languages.find((other) => bySlug.get(slug)!.has(other))) return [];
    return missing.map((other) => {
      const twin = file.replace(
        /^content\/blog\/(?:sw\/)?/,
        `content/blog/${other === 'en' ? '' : `${other}/`}`,
      );
      return `${file}: published in ${languageNames[lang]} only; its ${languageNames[other]} twin ${twin} is not written yet`;
    });
  });
}

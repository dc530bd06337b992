import { existsSync, readFileSync } from 'node:fs';
import { basename, extname, join, relative } from 'node:path';
import { createProcessor, evaluate, type EvaluateOptions } from '@mdx-js/mdx';
import type { Element, Root as HastRoot, RootContent } from 'hast';
import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { parseFragment } from 'parse5';
import * as runtime from 'react/jsx-runtime';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { blogLink } from '@/content/blog-index';
import { articleDirOf, articleFiles } from './blog-files';
import {
  type Frontmatter,
  lastModified,
  newestFirst,
  parseFrontmatter,
  readFrontmatter,
  readingMinutes,
  slugPattern,
} from './blog-meta';
import type { Lang } from './i18n';

/**
 * The blog: Markdown and MDX files in content/blog/ (English) and content/blog/sw/ (Kiswahili,
 * the same file names), read and checked when the site is built. A file that breaks a rule
 * stops the build with its name; nothing is parsed in the browser.
 */
export type Article = Frontmatter & {
  slug: string;
  /** The language the file is written in. */
  lang: Lang;
  /** The address in English ("/blog/…"); links and metadata turn it into the page's language. */
  href: string;
  /** The file, relative to the project, for error messages. */
  file: string;
  format: 'md' | 'mdx';
  /** The whole file, frontmatter included. */
  source: string;
  readingMinutes: number;
  modified: string;
  artworkSize: { width: number; height: number };
};

export const articleHref = (slug: string) => `${blogLink.href}/${slug}`;

const root = process.cwd();
const publicDir = join(root, 'public');
const FORMATS = { '.md': 'md', '.mdx': 'mdx' } as const;

/**
 * Options shared by the parse that checks an article and the compile that renders it. The
 * frontmatter stays in the text (and out of the page), so line numbers in errors are the file's.
 */
const mdxOptions = (format: Article['format']) => ({
  format,
  remarkPlugins: [remarkFrontmatter, remarkGfm],
  rehypePlugins: [rehypeTableNames],
});

/**
 * Names each table after the heading of its section (or, before any, the page's title), so
 * the scrolling box mdx-components puts around it is announced by its subject, in the
 * article's own language. The heading gets an id for `aria-labelledby` to point at.
 */
function rehypeTableNames() {
  return (tree: HastRoot) => {
    let heading: Element | undefined;
    let count = 0;
    const walk = (nodes: RootContent[]) => {
      for (const node of nodes) {
        if (node.type !== 'element') continue;
        if (/^h[2-6]$/.test(node.tagName)) heading = node;
        else if (node.tagName === 'table') {
          if (heading && typeof heading.properties.id !== 'string') {
            heading.properties.id = `section-${++count}`;
          }
          node.properties.dataLabelledby = heading ? String(heading.properties.id) : 'page-title';
        } else walk(node.children);
      }
    };
    walk(tree.children);
  };
}

/** Every article in a language, newest first. */
export function articles(lang: Lang, dir = articleDirOf(lang)): Article[] {
  return newestFirst(articleFiles(dir).map((name) => loadArticle(join(dir, name), lang)));
}

export function findArticle(slug: string, lang: Lang): Article | undefined {
  return articles(lang).find((article) => article.slug === slug);
}

/**
 * Parsed articles by file and language, kept while the file's text stays the same. One build
 * reads every article for each article's page (its own, and its related articles), the blog's
 * index, the feed and the sitemap, and parsing is most of that work (about 20 ms an article);
 * `next dev` sees an edit because the text differs.
 */
const parsed = new Map<string, { source: string; article: Omit<Article, 'artworkSize'> }>();

export function loadArticle(path: string, lang: Lang): Article {
  const source = readFileSync(path, 'utf8');
  const key = `${lang}:${path}`;
  let entry = parsed.get(key);
  if (entry?.source !== source) {
    entry = { source, article: parseArticle(path, lang, source) };
    parsed.set(key, entry);
  }
  const { article } = entry;
  // Not kept: the artwork is another file, which can change on its own.
  return { ...article, artworkSize: artworkSize(article.artwork, article.file) };
}

function parseArticle(path: string, lang: Lang, source: string): Omit<Article, 'artworkSize'> {
  const file = relative(root, path);
  const extension = extname(path) as keyof typeof FORMATS;
  const slug = basename(path, extension);
  if (!slugPattern.test(slug)) {
    throw new Error(`${file}: the file name must be lowercase words joined by hyphens`);
  }
  const vfile = new VFile({ path, value: source });
  const { data, problems } = readFrontmatter(source);
  const [first] = problems;
  if (first) throw new Error(`${file}:${first.line}:${first.column}: ${first.message}`);
  const frontmatter = parseFrontmatter(data, file, slug);
  const format = FORMATS[extension];
  const tree = parseBody(vfile, format, file);
  return {
    ...frontmatter,
    slug,
    lang,
    href: articleHref(slug),
    file,
    format,
    source: String(vfile.value),
    readingMinutes: readingMinutes(countWords(tree)),
    modified: lastModified(frontmatter),
  };
}

function parseBody(vfile: VFile, format: Article['format'], file: string): Root {
  let tree: Root;
  try {
    tree = createProcessor(mdxOptions(format)).parse(vfile) as Root;
  } catch (error) {
    const { line, column, reason } = error as { line?: number; column?: number; reason?: string };
    throw new Error(`${file}:${line ?? 1}:${column ?? 1}: ${reason ?? String(error)}`);
  }
  visit(tree, 'heading', (heading) => {
    if (heading.depth === 1) {
      throw new Error(
        `${file}:${heading.position?.start.line ?? 1}: start sections at "##"; the page's title is its only top-level heading`,
      );
    }
  });
  return tree;
}

/** Words a reader reads: the text, not the frontmatter or code that MDX runs. */
function countWords(tree: Root): number {
  const prose = tree.children.filter((node) => !['yaml', 'mdxjsEsm'].includes(node.type));
  const text = toString({ type: 'root', children: prose }, { includeImageAlt: false });
  return text.split(/\s+/).filter(Boolean).length;
}

/** The artwork's intrinsic size, from its own <svg>, so the page reserves its space. */
function artworkSize(src: string, file: string) {
  const path = join(publicDir, src);
  if (!existsSync(path)) throw new Error(`${file}: artwork ${src} is not in public/`);
  const svg = parseFragment(readFileSync(path, 'utf8')).childNodes.find(
    (node) => node.nodeName === 'svg',
  );
  const attributes = new Map(
    svg && 'attrs' in svg ? svg.attrs.map((attr) => [attr.name, attr.value]) : [],
  );
  const [, , boxWidth, boxHeight] = (attributes.get('viewBox') ?? '').split(/[\s,]+/).map(Number);
  const width = Number(attributes.get('width')) || boxWidth;
  const height = Number(attributes.get('height')) || boxHeight;
  if (!width || !height) {
    throw new Error(`${file}: artwork ${src} needs a width and height, or a viewBox`);
  }
  return { width, height };
}

/** The article's body as a server component, compiled from its Markdown or MDX. */
export async function articleContent(article: Article) {
  const vfile = new VFile({ path: join(root, article.file), value: article.source });
  const options = { ...runtime, ...mdxOptions(article.format) } as EvaluateOptions;
  return (await evaluate(vfile, options)).default;
}

import { expect, test } from '@playwright/test';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { siteRoutes } from '@/lib/routes';

/**
 * Crawls the exported site in out/ from the home page, reading the HTML files a static host
 * would serve, and checks every link in them. It reads files rather than a browser's DOM, so
 * it sees exactly what a search engine or a reader without JavaScript gets.
 */
const root = resolve(__dirname, '..', '..', 'out');

/** The file served for a path, resolved as scripts/serve.mjs (and Netlify or nginx) do. */
function fileFor(pathname: string): string | null {
  const clean = decodeURIComponent(pathname);
  const base = join(root, clean);
  if (!base.startsWith(root)) return null;
  const candidates = clean.endsWith('/')
    ? [join(base, 'index.html')]
    : [base, `${base}.html`, join(base, 'index.html')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};
const decode = (value: string) =>
  value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (e) => ENTITIES[e]!);

/** Links and ids in an HTML document; script contents (RSC payload, JSON-LD) are not markup. */
function parse(html: string) {
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
  return {
    hrefs: [...markup.matchAll(/<a\b[^>]*?\shref="([^"]*)"/gi)].map((m) => decode(m[1]!)),
    ids: new Set(
      [...markup.matchAll(/<[a-z][a-z0-9-]*\b[^>]*?\sid="([^"]*)"/gi)].map((m) => decode(m[1]!)),
    ),
  };
}

type Crawl = { visited: Set<string>; broken: Map<string, Set<string>> };

function crawl(): Crawl {
  const pages = new Map<string, ReturnType<typeof parse>>();
  const read = (pathname: string) => {
    if (!pages.has(pathname)) {
      const file = fileFor(pathname);
      pages.set(pathname, parse(file?.endsWith('.html') ? readFileSync(file, 'utf8') : ''));
    }
    return pages.get(pathname)!;
  };
  const broken = new Map<string, Set<string>>();
  const report = (problem: string, from: string) =>
    broken.set(problem, (broken.get(problem) ?? new Set()).add(from));

  const visited = new Set<string>();
  const queue = ['/'];
  while (queue.length > 0) {
    const from = queue.shift()!;
    if (visited.has(from)) continue;
    visited.add(from);
    for (const href of read(from).hrefs) {
      if (href.trim() === '' || href.trim() === '#') {
        report(`a link with href="${href}"`, from);
        continue;
      }
      // Other sites, email and phone links are not ours to check.
      if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href)) continue;
      const url = new URL(href, `http://site${from}`);
      const file = fileFor(url.pathname);
      if (!file) {
        report(`${href}: no exported page at ${url.pathname}`, from);
        continue;
      }
      const isPage = file.endsWith('.html');
      const anchor = decodeURIComponent(url.hash.slice(1));
      if (anchor && !(isPage && read(url.pathname).ids.has(anchor))) {
        report(`${href}: no element with id "${anchor}" on ${url.pathname}`, from);
      }
      if (isPage && !visited.has(url.pathname)) queue.push(url.pathname);
    }
  }
  return { visited, broken };
}

test.describe('links in the exported site', () => {
  // One crawl for both tests: they share a worker.
  test.describe.configure({ mode: 'default' });

  let result: Crawl;
  test.beforeAll(() => {
    result = crawl();
  });

  test('every internal link and #anchor from / resolves, and none is empty or "#"', () => {
    const problems = [...result.broken].map(
      ([problem, from]) => `${problem} (linked from ${[...from].sort().join(', ')})`,
    );
    expect(result.visited.size, 'pages crawled').toBeGreaterThan(1);
    expect(problems, `${problems.length} broken links:\n${problems.join('\n')}`).toEqual([]);
  });

  test('every page in the sitemap can be reached by following links from /', () => {
    const unreached = siteRoutes.filter((route) => !result.visited.has(route));
    expect(unreached).toEqual([]);
  });
});

import { expect, test } from '@playwright/test';
import { parse } from 'parse5';
import { dictionaryOf } from '@/content/dictionary';
import { languages, localizePath, splitPath } from '@/lib/i18n';
import { absoluteUrl } from '@/lib/site-urls';
import { pages as exported, type ExportedHtml } from './exported';

type Node = {
  nodeName: string;
  tagName?: string;
  value?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  content?: Node;
};

// The file checks read each page once (./exported), so the spec's tests share one worker.
test.describe.configure({ mode: 'default' });

const pages = exported();
const routes = new Set(pages.map((page) => page.route));
/** Root URLs may be written with or without their trailing slash. */
const same = (url: string) => url.replace(/\/$/, '');
const normalised = (urls: Record<string, string>) =>
  JSON.stringify(Object.fromEntries(Object.entries(urls).map(([key, url]) => [key, same(url)])));
const attr = (node: Node, name: string) => node.attrs?.find((a) => a.name === name)?.value;

function walk(node: Node, visit: (node: Node, lang: string | undefined) => void, lang?: string) {
  const own = attr(node, 'lang') ?? lang;
  visit(node, own);
  for (const child of node.childNodes ?? []) walk(child, visit, own);
}

/** The page's hreflang alternates, its canonical URL and <html lang>, from its head. */
function head({ elements }: ExportedHtml) {
  const alternates: Record<string, string> = {};
  let canonical = '';
  let lang = '';
  for (const { tag, attrs } of elements) {
    if (tag === 'html') lang = attrs.lang ?? '';
    if (tag !== 'link') continue;
    if (attrs.rel === 'alternate' && attrs.hreflang) alternates[attrs.hreflang] = attrs.href!;
    if (attrs.rel === 'canonical') canonical = attrs.href!;
  }
  return { alternates, canonical, lang };
}

test.describe('both languages, read from every exported page', () => {
  test('every page exists in English and Kiswahili and names both, English as x-default', () => {
    const problems: string[] = [];
    for (const page of pages) {
      const { lang, path: own } = splitPath(page.route);
      // A booking widget page names its listing's page as canonical, and that page's
      // alternates (D27): it is not a page of its own for search engines.
      const path = own.replace(/^\/embed\//, '/services/');
      const urls = Object.fromEntries(
        languages.map((language) => [language, same(absoluteUrl(localizePath(path, language)))]),
      );
      const expected = { ...urls, 'x-default': urls.en };
      const found = head(page);
      if (found.lang !== lang) problems.push(`${page.route}: <html lang="${found.lang}">`);
      if (same(found.canonical) !== urls[lang]) {
        problems.push(`${page.route}: canonical ${found.canonical}`);
      }
      if (normalised(found.alternates) !== JSON.stringify(expected)) {
        problems.push(`${page.route}: hreflang ${JSON.stringify(found.alternates)}`);
      }
      for (const language of languages) {
        if (!routes.has(localizePath(own, language))) {
          problems.push(`${page.route}: no ${language} version at ${localizePath(own, language)}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(pages.filter((page) => page.route.startsWith('/sw')).length).toBe(pages.length / 2);
    expect(routes.has('/en') || [...routes].some((route) => route.startsWith('/en/'))).toBe(false);
  });

  test('the sitemap gives every page the same alternates as its head', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
      loc: /<loc>([^<]+)<\/loc>/.exec(body!)![1]!,
      alternates: Object.fromEntries(
        [...body!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, l, href]) => [l, href]),
      ),
    }));
    const heads = new Map(pages.map((page) => [same(absoluteUrl(page.route)), head(page)]));
    const problems = entries.flatMap(({ loc, alternates }) => {
      const page = heads.get(same(loc));
      if (!page) return [`${loc}: listed, but no such page was exported`];
      return normalised(alternates) === normalised(page.alternates)
        ? []
        : [
            `${loc}: sitemap ${JSON.stringify(alternates)} ≠ head ${JSON.stringify(page.alternates)}`,
          ];
    });
    expect(problems).toEqual([]);
    expect(entries.some((entry) => entry.loc === absoluteUrl('/sw/pricing'))).toBe(true);
  });

  test('no English string from the content modules shows on a Kiswahili page', () => {
    const english = indexed(englishOnlyStrings());
    const problems: string[] = [];
    for (const page of pages.filter((p) => splitPath(p.route).lang === 'sw')) {
      const seen = new Set<string>();
      walk(
        parse(page.html) as Node,
        (node, lang) => {
          if (lang === 'en') return; // quoted as written, and marked so (reviews)
          const texts =
            node.nodeName === '#text'
              ? [node.value ?? '']
              : ['alt', 'aria-label', 'placeholder', 'title', 'content']
                  .map((name) =>
                    node.tagName === 'meta' && name !== 'content' ? '' : attr(node, name),
                  )
                  .filter((value): value is string => !!value);
          for (const text of texts) {
            const hit = englishIn(text, english);
            if (hit && !seen.has(hit)) {
              seen.add(hit);
              problems.push(`${page.route}: "${hit}"`);
            }
          }
        },
        undefined,
      );
    }
    expect(problems).toEqual([]);
  });
});

/**
 * English words of the content modules that the Kiswahili modules translate: where both
 * languages say the same (names, prices, M-Pesa), the text is not English-only and is left out.
 */
function englishOnlyStrings(): Set<string> {
  const found = new Set<string>();
  const collect = (en: unknown, sw: unknown) => {
    if (typeof en === 'string') {
      if (typeof sw === 'string' && sw !== en && /[a-z]{3}/i.test(en)) found.add(en.trim());
    } else if (typeof en === 'function' && typeof sw === 'function') {
      // A sentence around a value: compare what both say of the same names and numbers.
      for (const args of [
        ['Miadi', 'Miadi'],
        [3, 5],
      ]) {
        const said = [en, sw].map((message) => {
          try {
            return (message as (...values: unknown[]) => unknown)(...args);
          } catch {
            return undefined; // takes other kinds of value
          }
        });
        if (typeof said[0] === 'string' && typeof said[1] === 'string') collect(said[0], said[1]);
      }
    } else if (en && typeof en === 'object' && sw && typeof sw === 'object') {
      for (const key of Object.keys(en)) {
        collect((en as Record<string, unknown>)[key], (sw as Record<string, unknown>)[key]);
      }
    }
  };
  collect(dictionaryOf('en'), dictionaryOf('sw'));
  // A word Kiswahili keeps somewhere (the plan "Standard", beside the English analytics level
  // "Standard") is Kiswahili text too.
  for (const text of kiswahiliStrings(dictionaryOf('sw'))) found.delete(text);
  return found;
}

function kiswahiliStrings(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') into.add(value.trim());
  else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) kiswahiliStrings(item, into);
  }
  return into;
}

/** The English string a text shows: all of it, or a phrase of three words or more inside it. */
function englishIn(text: string, english: English): string | undefined {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return undefined;
  if (english.whole.has(clean)) return clean;
  const words = clean.split(' ');
  for (const [index, word] of words.entries()) {
    for (const phrase of english.byFirstWord.get(word) ?? []) {
      if (words.slice(index).join(' ').startsWith(phrase)) return phrase;
    }
  }
  return undefined;
}

type English = { whole: Set<string>; byFirstWord: Map<string, string[]> };

/** The English strings, and their phrases of three words or more by first word, for lookup. */
function indexed(strings: Set<string>): English {
  const byFirstWord = new Map<string, string[]>();
  for (const phrase of strings) {
    const words = phrase.split(' ');
    if (words.length < 3) continue;
    byFirstWord.set(words[0]!, [...(byFirstWord.get(words[0]!) ?? []), phrase]);
  }
  return { whole: strings, byFirstWord };
}

test.describe('the language switch', () => {
  for (const where of ['header', 'footer'] as const) {
    test(`in the ${where}, keeps the visitor on the same page in both directions`, async ({
      page,
      context,
      isMobile,
    }) => {
      test.skip(isMobile && where === 'header', 'on phones the header shows it in the drawer');
      await page.goto('/pricing');
      const scope = page.getByRole(where === 'header' ? 'banner' : 'contentinfo');
      await scope.getByRole('link', { name: 'Soma ukurasa huu kwa Kiswahili' }).click();
      await expect(page).toHaveURL(/\/sw\/pricing$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      const back = page
        .getByRole(where === 'header' ? 'banner' : 'contentinfo')
        .getByRole('link', { name: 'Read this page in English' });
      await expect(back).toHaveAttribute('hreflang', 'en');
      await expect(back).toHaveAttribute('lang', 'en');
      await back.click();
      await expect(page).toHaveURL(/\/pricing$/);
      expect(new URL(page.url()).pathname).toBe('/pricing');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');

      // It remembers nothing: the address alone says the language.
      expect(await context.cookies()).toEqual([]);
      expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
    });
  }

  test(
    'in the drawer, leads to the same page in Kiswahili',
    { tag: '@phone' },
    async ({ page, isMobile }) => {
      test.skip(!isMobile, 'the drawer is the phone navigation');
      await page.goto('/services/glow-nail-bar');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page
        .getByRole('dialog', { name: 'Menu' })
        .getByRole('link', { name: 'Soma ukurasa huu kwa Kiswahili' })
        .click();
      await expect(page).toHaveURL(/\/sw\/services\/glow-nail-bar$/);
      await page.getByRole('button', { name: 'Fungua menyu' }).click();
      await expect(
        page
          .getByRole('dialog', { name: 'Menyu' })
          .getByRole('link', { name: 'Read this page in English' }),
      ).toHaveAttribute('href', '/services/glow-nail-bar');
    },
  );

  for (const path of ['/signup', '/login', '/forgot-password']) {
    test(`on ${path}, which has no header, leads to Kiswahili and back`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole('link', { name: 'Soma ukurasa huu kwa Kiswahili' }).click();
      await expect(page).toHaveURL(new RegExp(`/sw${path}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
      await page.getByRole('link', { name: 'Read this page in English' }).click();
      expect(new URL(page.url()).pathname).toBe(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  }

  test('from the home page, leads to /sw and back to /', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /Kiswahili/ })
      .click();
    await expect(page).toHaveURL(/\/sw$/);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /English/ })
      .click();
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

test('a Kiswahili page links to Kiswahili pages, and following one keeps the language', async ({
  page,
}) => {
  await page.goto('/sw/pricing');
  const nav = page.getByRole('contentinfo');
  await nav
    .getByRole('link', { name: dictionaryOf('sw').legal.legalDocuments[0]!.title })
    .first()
    .click();
  await expect(page).toHaveURL(/\/sw\/privacy$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
});

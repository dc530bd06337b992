import { languages, type Lang } from '@/content/i18n/languages';

/**
 * The site's languages and their addresses. English keeps the addresses it always had
 * ("/pricing"); Kiswahili lives under "/sw" ("/sw/pricing", "/sw" for the home page). The
 * export builds English under app/[lang] as "en" and scripts/english-at-root.mjs moves it to
 * the root, so no address carries "/en". The languages themselves are declared with the
 * content they index (content/i18n/languages.ts).
 */
export { languages, type Lang };

export const defaultLang: Lang = 'en';

/** What each language calls itself, for the language switch. */
export const languageNames: Record<Lang, string> = { en: 'English', sw: 'Kiswahili' };

export function isLang(value: unknown): value is Lang {
  return languages.includes(value as Lang);
}

/** BCP 47 tags for Intl on pages of each language. */
export const intlLocale: Record<Lang, string> = { en: 'en-KE', sw: 'sw-KE' };

const internal = /^\/(?!\/)/;

/**
 * A path of this site in a language: ("/pricing", "sw") → "/sw/pricing", ("/", "sw") → "/sw",
 * ("/#contact-us", "sw") → "/sw#contact-us". Anything that is not a site path (a "#fragment",
 * "mailto:", "https://…") comes back unchanged, and so does a path already in Kiswahili.
 */
export function localizePath(path: string, lang: Lang): string {
  if (lang === defaultLang || !internal.test(path) || isKiswahiliPath(path)) return path;
  return path === '/' || /^\/[?#]/.test(path) ? `/sw${path.slice(1)}` : `/sw${path}`;
}

function isKiswahiliPath(path: string): boolean {
  return /^\/sw(?=$|[/?#])/.test(path);
}

/**
 * The language of a path and the path it has in English: "/sw/pricing" → sw, "/pricing".
 * The export renders English pages under "/en" before they move to the root, so "/en/…" is
 * read as English too.
 */
export function splitPath(path: string): { lang: Lang; path: string } {
  const match = /^\/(en|sw)(?=$|[/?#])/.exec(path);
  if (!match) return { lang: defaultLang, path };
  const rest = path.slice(match[0].length);
  return { lang: match[1] as Lang, path: rest.startsWith('/') ? rest : `/${rest}` };
}

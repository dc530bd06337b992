import { lang as rootLang } from 'next/root-params';
import { dictionaryOf, type Dictionary } from '@/content/dictionary';
import { defaultLang, isLang, type Lang } from './i18n';

/**
 * The language of the page being rendered, from the `[lang]` segment. For server components
 * only (next/root-params); client islands get their words as props.
 */
export async function currentLang(): Promise<Lang> {
  const value = await rootLang();
  return isLang(value) ? value : defaultLang;
}

/** The words of the page being rendered, in its language. */
export async function dictionary(): Promise<Dictionary> {
  return dictionaryOf(await currentLang());
}

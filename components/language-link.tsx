import { cn } from '@/lib/cn';
import { dictionaryOf } from '@/content/dictionary';
import { blogLink } from '@/content/blog-index';
import { untranslatedRoutes } from '@/lib/blog-files';
import { languageNames, languages, type Lang } from '@/lib/i18n';
import { LanguageSwitch } from './islands/language-switch';

/**
 * The language switch of the header, the drawer, the footer and the sign-in pages: a link to
 * this same page in the other language, written in that language ("Kiswahili" on an English
 * page, "English" on a Kiswahili one) and marked with its `lang` and `hreflang`; on an article
 * waiting for its twin, the other language's blog. A plain link:
 * the other language is another document, with its own <html lang>. Nothing is remembered, no
 * cookie and no storage: the address alone says the language.
 */
export function LanguageLink({
  lang,
  className,
  textClassName,
}: {
  /** The page's language. */
  lang: Lang;
  className?: string;
  /** Classes for the language's name, e.g. to hide it visually where space is short. */
  textClassName?: string;
}) {
  const to = languages.find((language) => language !== lang) ?? lang;
  return (
    <LanguageSwitch
      to={to}
      // An article not yet written in the other language leads to that language's blog (D38).
      untranslated={untranslatedRoutes(lang, to)}
      fallback={blogLink.href}
      // What the link does, in the language it leads to: "Read this page in English".
      aria-label={dictionaryOf(to).ui.readInThisLanguage}
      className={cn('inline-flex items-center gap-1.5', className)}
    >
      <GlobeIcon />
      <span className={textClassName}>{languageNames[to]}</span>
    </LanguageSwitch>
  );
}

function GlobeIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" className="size-4 shrink-0">
      <circle cx="10" cy="10" r="7.25" stroke="currentColor" strokeWidth="1.5" />
      <path
        d="M2.75 10h14.5M10 2.75c2 2 3 4.5 3 7.25s-1 5.25-3 7.25c-2-2-3-4.5-3-7.25s1-5.25 3-7.25Z"
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  );
}

import { dictionaryOf } from '@/content/dictionary';
import { languages } from '@/lib/i18n';
import { currentLang } from '@/lib/page-language';
import { LanguageSwitch } from './islands/language-switch';

/** The language switch of the header, the drawer and the footer: this page in the other language. */
export async function LanguageLink({
  className,
  textClassName,
}: {
  className?: string;
  textClassName?: string;
}) {
  const lang = await currentLang();
  const other = languages.find((language) => language !== lang) ?? lang;
  return (
    <LanguageSwitch
      to={other}
      label={dictionaryOf(other).ui.readInThisLanguage}
      className={className}
      textClassName={textClassName}
    />
  );
}

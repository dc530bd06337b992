import { catalogue } from '@/lib/catalogue';
import { catalogueWordsIn } from '@/lib/catalogue-words';
import type { Lang } from '@/lib/i18n';
import { serviceSuggestions } from '@/lib/service-suggestions';

/** The id of the service box's <datalist> on /services. */
export const SUGGESTIONS_ID = 'service-suggestions';

/** The options of the <datalist> the search box names. */
export function ServiceSuggestions({ lang }: { lang: Lang }) {
  return serviceSuggestions(catalogue, catalogueWordsIn[lang]).map((suggestion) => (
    <option key={suggestion} value={suggestion} />
  ));
}

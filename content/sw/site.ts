import type { Translation } from '@/content/i18n/types';
import { site as english } from '@/content/site';

/** The site's name and description in Kiswahili; addresses and contacts are the English ones. */
export const site = {
  ...english,
  tagline: 'Kupokea wateja na kuendesha biashara za huduma, mahali pamoja',
  description:
    'Miadi inaleta uwekaji wa miadi mtandaoni, malipo kwa kadi na M-Pesa, ratiba za wafanyakazi na zana za masoko kwa saluni, vinyozi, spa, gym na kila biashara ya huduma nchini Kenya.',
  locale: 'sw_KE',
} as const satisfies Translation<typeof english>;

import type * as en from '@/content/area-pages';
import type { Translation } from '@/content/i18n/types';

/**
 * The /services/in/{area} pages in Kiswahili. The areas' introductions are catalogue data
 * (areas[].intro.sw): there, areas, roads, malls and clubs keep their names as they are
 * ("Othaya Road", not "barabara ya Othaya"), and times of day are written as the Kiswahili blog
 * writes them: the Swahili clock in words, the English time in brackets.
 */
export const areaPage = {
  /** "Weka miadi ya huduma katika Westlands". */
  title: 'Weka miadi ya huduma katika {area}',
  description: 'Weka miadi katika {area}, {county}, kwa {kinds}: bei, saa za kufungua na maoni.',
  professionals: 'wataalamu',
  pageCrumb: 'Ukurasa wa {page}',
  listingsTitle: 'Biashara na wataalamu',
} as const satisfies Translation<typeof en.areaPage>;

export const areaDirectory = {
  title: 'Maeneo yote',
  otherAreas: 'Maeneo mengine',
  link: '{area}: biashara na wataalamu {count}',
} as const satisfies Translation<typeof en.areaDirectory>;

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
  titleBefore: 'Weka miadi ya huduma katika',
  description: (area, count) =>
    `Chaguo ${count} za kuweka miadi katika ${area}, Nairobi, kati ya saluni, vinyozi, spa, gym na wataalamu: bei, saa za kufungua na maoni.`,
  listingsTitle: 'Biashara na wataalamu',
  otherAreas: 'Maeneo mengine',
} as const satisfies Translation<typeof en.areaPage>;

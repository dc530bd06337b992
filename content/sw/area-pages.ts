import type * as en from '@/content/area-pages';
import type { Translation } from '@/content/i18n/types';

/**
 * The /services/in/{area} pages in Kiswahili. Areas, roads, malls and clubs keep their names
 * as they are ("Othaya Road", not "barabara ya Othaya"). Times of day are written as the
 * Kiswahili blog writes them: the Swahili clock in words, the English time in brackets.
 */
export const areaIntros = {
  westlands:
    'Westlands ndiko Nairobi hutoka kujivinjari, na ndiko watu wengi hufanya kazi: vinyozi huwa wazi hadi jioni karibu na The Mall, spa ziko juu ya ofisi za Parklands Road, na gym kando ya Waiyaki Way hufunguliwa kabla ya saa kumi na mbili asubuhi (6 am) kwa wanaofika mapema.',
  kilimani:
    'Kilimani imejaa saluni na saluni za kucha, kuanzia Argwings Kodhek Road na Yaya Centre hadi Lenana Road. Wasusi, mafundi wa kucha na wakufunzi wa hapa huwekewa miadi saa baada ya saa, kwa hivyo kuweka miadi kunakuepusha na kusubiri.',
  karen:
    'Katika Karen, spa, vinyozi na studio zimetawanyika kando ya barabara zenye miti mingi, zikiwa na maegesho na bustani. Biashara za hapa kwa kawaida hufanya kazi kwa miadi, na huomba uweke miadi saa kadhaa kabla.',
  cbd: 'Katikati ya jiji, huduma ni kwa watu walio njiani kwenda kazini au kurudi: vinyozi, saluni za kucha, bafu za mvuke na gym kwenye Moi Avenue, Kimathi Street na Kenyatta Avenue hufungua mapema na kufunga kwa kuchelewa, na nyingi hukubali miadi muda mfupi kabla.',
  kileleshwa:
    'Kileleshwa ni eneo la makazi, lenye utulivu zaidi: saluni ya mtaani na kinyozi pembeni mwa Othaya Road na Mandera Road, karibu kiasi cha kutembea kutoka nyumbani.',
  lavington:
    'Spa za kucha, spa za mchana na studio za yoga za Lavington ziko katika nyumba tulivu zenye ua na vituo vidogo vya maduka kando ya James Gichuru Road na Gitanga Road, na nyingi huomba uweke miadi mapema.',
  parklands:
    'Parklands huchanganya michezo na urembo: kliniki ya masaji ya wanamichezo kwenye Limuru Road, bwawa la kuogelea na gym karibu na Parklands Sports Club, na studio za vipodozi kwenye avenue za Parklands.',
  'south-b':
    'Kituo cha maduka cha South B hufunguliwa kwa saa nyingi kila siku ya wiki: vinyozi na saluni moja hupokea miadi hadi saa mbili au saa tatu usiku (8 au 9 pm), hata Jumapili, kwa bei za mtaani.',
} as const satisfies Translation<typeof en.areaIntros>;

export const areaPage = {
  /** "Weka miadi ya huduma katika Westlands". */
  titleBefore: 'Weka miadi ya huduma katika',
  description: (area, count) =>
    `Chaguo ${count} za kuweka miadi katika ${area}, Nairobi, kati ya saluni, vinyozi, spa, gym na wataalamu: bei, saa za kufungua na maoni.`,
  listingsTitle: 'Biashara na wataalamu',
  otherAreas: 'Maeneo mengine',
} as const satisfies Translation<typeof en.areaPage>;

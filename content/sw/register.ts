import type { Translation } from '@/content/i18n/types';
import * as en from '@/content/register';

export const register = {
  title: 'Kwa nini usajili biashara yako kwenye Miadi',
  description:
    'Sajili biashara yako kwenye Miadi: ukurasa wa miadi ambao wateja wanaweza kutumia saa yoyote, kuorodheshwa bure sokoni, malipo kwa M-Pesa na kadi, vikumbusho na ratiba za wafanyakazi. Anza na mwezi bure.',
  heading: 'Sajili biashara yako kwenye Miadi',
  intro:
    'Kujisajili kunachukua dakika chache na mwezi wa kwanza ni bure. Tangu siku ya kwanza wateja wanaweza kukupata, kuweka miadi nawe na kukulipa mtandaoni.',
  signupAction: 'Fungua akaunti yako',
  pricingAction: 'Tazama mipango na bei',
  demoAction: 'Omba onyesho kwanza',
  benefitsTitle: 'Unachopata ukijisajili',
  stepsTitle: 'Jinsi inavyofanya kazi',
  stepsIntro: 'Hatua nne kutoka kujisajili hadi miadi yako ya kwanza mtandaoni.',
} as const satisfies Translation<typeof en.register>;

const benefits = en.registerBenefits;

export const registerBenefits = [
  {
    ...benefits[0],
    title: 'Ukurasa wa miadi usiofungwa kamwe',
    text: 'Wateja wanaweka miadi saa yoyote kupitia kiungo unachoshiriki kwenye mitandao ya kijamii na ramani, au kupitia fomu ya miadi kwenye tovuti yako.',
  },
  {
    ...benefits[1],
    title: 'Miadi kwenye tovuti yako mwenyewe',
    text: 'Mstari mmoja wa msimbo unaweka fomu yako ya ombi la miadi kwenye tovuti uliyo nayo tayari, kwa Kiingereza au Kiswahili.',
  },
  {
    ...benefits[2],
    title: 'Kuorodheshwa bure sokoni',
    text: 'Biashara yako inaonekana katika soko la Miadi, ambapo wateja wapya wanakupata wewe na ofa zako za kila siku.',
  },
  {
    ...benefits[3],
    title: 'Wateja wachache wasiofika',
    text: 'Vikumbusho vinavyotumwa vyenyewe, orodha ya kusubiri inayojaza nafasi zilizoghairiwa, na ada za kutofika na za kughairi zinazolinda muda wako.',
  },
  {
    ...benefits[4],
    title: 'Malipo kwa kadi, M-Pesa na Apple Pay',
    text: 'Pokea malipo ya awali na malipo kamili mteja anapoweka miadi, na uuze bidhaa kupitia duka la mtandaoni.',
  },
  {
    ...benefits[5],
    title: 'Timu na rasilimali zako katika kalenda moja',
    text: 'Ratiba za wafanyakazi, vyumba na vifaa, muda wa mapema, na nafasi za miadi kila baada ya dakika 15, 20 au 30.',
  },
  {
    ...benefits[6],
    title: 'Wateja wanaorudi',
    text: 'Wasifu wa wateja wenye historia na mapendeleo yao, ankara, uanachama na ripoti zinazoonyesha kinacholipa kweli.',
  },
] as const satisfies Translation<typeof en.registerBenefits>;

export const registerSteps = [
  { title: 'Fungua akaunti yako', text: 'Jina lako, barua pepe na nenosiri.' },
  {
    title: 'Ongeza biashara yako',
    text: 'Jina lake, anwani, simu, aina yake, na kama wateja wanakuja kwako au wewe unaenda kwao.',
  },
  {
    title: 'Chagua mpango',
    text: 'Anza na Mwezi wa Bure, mwezi mmoja wa Standard bure, au chagua Standard au Professional; Enterprise hupangwa pamoja na timu yetu.',
  },
  {
    title: 'Jiandae na uanze',
    text: 'Ongeza huduma zako, bei na wafanyakazi, kisha shiriki kiungo chako cha miadi. Miadi inaanza kuingia.',
  },
] as const satisfies Translation<typeof en.registerSteps>;

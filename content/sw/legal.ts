import type { Translation } from '@/content/i18n/types';
import * as en from '@/content/legal';
import { monthlyPrice } from '@/content/pricing';
import { site } from '@/content/site';

/**
 * The legal pages in Kiswahili. The English text is the one that binds; these say the same
 * thing, section by section, with the same ids, so a link to a section works in both.
 */
export const legalPageText = {
  updated: 'Ilisasishwa mwisho',
  contents: 'Katika ukurasa huu',
  questions: 'Una maswali kuhusu ukurasa huu?',
  writeTo: 'Barua pepe',
} as const satisfies Translation<typeof en.legalPageText>;

const email = site.contact.email;
const standardPrice = monthlyPrice('standard');

export const termsOfUse = {
  path: en.termsOfUse.path,
  title: 'Masharti ya Matumizi',
  description:
    'Masharti ya kutumia tovuti ya Miadi na usajili wa Miadi: akaunti, malipo ya kila mwezi kwa shilingi za Kenya, mwezi wa bure, kusitisha, matumizi yanayokubalika na sheria za Kenya.',
  updated: en.termsOfUse.updated,
  summary:
    'Masharti haya yanahusu tovuti hii na huduma ya Miadi ambayo biashara inajisajili kupitia tovuti hii (Masharti ya Huduma na Masharti ya Matumizi yaliyo chini ya ukurasa ni ukurasa huu mmoja). Kutumia tovuti au huduma kunamaanisha kwamba unayakubali.',
  sections: [
    {
      id: 'the-website',
      heading: 'Kutumia tovuti hii',
      body: [
        'Tovuti hii inakueleza kuhusu Miadi na inakuwezesha kuwasiliana nasi, kuomba onyesho na kusajili biashara. Unaweza kuitumia kwa malengo hayo. Tafadhali usiishambulie wala kuilemea, usijaribu kuingia sehemu zisizokusudiwa kwako, na usitume fomu zenye maelezo ya mtu mwingine.',
        'Tunahakikisha maelezo yaliyomo ni sahihi na ya sasa, lakini vipengele na bei vinaweza kubadilika; bei unayolipa ni ile iliyoonyeshwa unapojisajili, isipokuwa tukikujulisha mapema kama ilivyoelezwa hapa chini.',
      ],
    },
    {
      id: 'accounts',
      heading: 'Akaunti za biashara',
      body: [
        'Ili kusajili biashara ni lazima uwe na umri wa angalau miaka 18 na uwe na ruhusa ya kuiwakilisha biashara hiyo. Tupe maelezo sahihi na uyasasishe, na usimpe mtu nenosiri lako: unawajibika kwa kila kinachofanywa kupitia akaunti yako.',
      ],
    },
    {
      id: 'plans-and-billing',
      heading: 'Mipango na malipo',
      body: [
        {
          list: [
            'Mipango inalipiwa kila mwezi, mapema, kwa shilingi za Kenya, kwa kadi, M-Pesa au kuhamisha pesa benki. Mipango na bei zake ziko kwenye ukurasa wa bei.',
            `Mwezi wa Bure unadumu mwezi mmoja, unajumuisha kila kitu kilicho katika Standard na haugharimu chochote. Ukiendelea na akaunti yako baada yake, inaendelea katika Standard kwa ${standardPrice} kwa mwezi; ukisitisha kabla mwezi wa bure haujaisha, hutatozwa kamwe.`,
            'Bei na masharti ya Enterprise yanakubaliwa kwa maandishi na kila biashara.',
            'Tukibadilisha bei, tunakutumia barua pepe angalau siku 30 kabla, na bei mpya inaanza tu tarehe yako ijayo ya malipo baada ya hapo.',
          ],
        },
        { links: [{ label: 'Tazama mipango na bei', href: '/pricing' }] },
      ],
    },
    {
      id: 'changing-and-cancelling',
      heading: 'Kubadilisha mpango na kusitisha',
      body: [
        'Unaweza kubadilisha mpango au kusitisha wakati wowote, ndani ya programu au kwa kutuandikia. Ukisitisha, akaunti yako inaendelea kufanya kazi hadi mwisho wa mwezi uliolipia na hutatozwa tena. Kurejeshewa pesa kunafuata Sera yetu ya Kurejesha Pesa.',
        { links: [{ label: 'Soma Sera ya Kurejesha Pesa', href: '/refund-policy' }] },
      ],
    },
    {
      id: 'bookings',
      heading: 'Miadi kati ya biashara na wateja wake',
      body: [
        'Miadi inatoa zana; huduma yenyewe ni kati ya biashara na mteja wake. Biashara inaweka huduma zake, bei, malipo ya awali, na ada za kutofika na za kughairi, na ni lazima iwaonyeshe wateja kabla hawajaweka miadi.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Matumizi yanayokubalika',
      body: [
        {
          list: [
            'Toa huduma halali pekee, zilizoelezwa kwa ukweli.',
            'Tuma jumbe za matangazo kwa wateja waliokubali kuzipokea pekee.',
            'Shughulikia data binafsi ya wateja wako kama Sheria ya Kulinda Data ya Kenya ya 2019 inavyotaka: kwa data ya wateja wako wewe ndiye mdhibiti wa data, na Miadi inaichakata kwa niaba yako.',
          ],
        },
      ],
    },
    {
      id: 'content',
      heading: 'Maudhui yako na yetu',
      body: [
        'Jina la biashara yako, picha, maelezo na bei zinabaki kuwa mali yako. Unaturuhusu kuzionyesha kwenye ukurasa wako wa miadi na katika soko la Miadi wakati akaunti yako iko wazi. Jina la Miadi, nembo, tovuti na programu ni mali yetu.',
      ],
    },
    {
      id: 'availability-and-liability',
      heading: 'Upatikanaji na dhima',
      body: [
        'Tunajitahidi kuhakikisha Miadi inapatikana na data yako iko salama, na tunakujulisha mapema kuhusu matengenezo yaliyopangwa, lakini hatuwezi kuahidi kwamba huduma haitakatizwa kamwe. Kwa kadiri sheria za Kenya zinavyoruhusu, dhima yetu kwa dai lolote ni kiasi cha ada ulizotulipa katika miezi mitatu kabla ya dai hilo.',
      ],
    },
    {
      id: 'suspension',
      heading: 'Kusimamisha na kufunga akaunti',
      body: [
        'Akaunti ikikiuka masharti haya tunamjulisha mwenye akaunti na kumpa muda wa kurekebisha; tunaisimamisha mara moja ili tu kuzuia ulaghai au madhara kwa wengine. Unapofunga akaunti yako unaweza kwanza kuomba nakala ya data ya biashara yako.',
      ],
    },
    {
      id: 'law',
      heading: 'Sheria inayotumika',
      body: [
        'Masharti haya yanaongozwa na sheria za Kenya. Tukitofautiana, kwanza tutajaribu kumaliza jambo hilo kwa mazungumzo; hilo likishindikana, mahakama za Kenya zitaamua.',
      ],
    },
    {
      id: 'changes',
      heading: 'Mabadiliko ya masharti haya',
      body: [
        'Tunasasisha tarehe iliyo juu ya ukurasa huu kila masharti haya yanapobadilika, na tunawatumia wenye akaunti barua pepe kuhusu mabadiliko yoyote yanayowahusu angalau siku 30 kabla hayajaanza kutumika.',
      ],
    },
  ],
} as const satisfies Translation<typeof en.termsOfUse>;

export const refundPolicy = {
  path: en.refundPolicy.path,
  title: 'Sera ya Kurejesha Pesa',
  description:
    'Jinsi malipo na kurejeshewa pesa kunavyofanya kazi katika Miadi: malipo ya kila mwezi kwa shilingi za Kenya, mwezi wa kwanza bure, sitisha wakati wowote bila kutozwa tena, na kurejeshewa pesa zote zilizotozwa kimakosa.',
  updated: en.refundPolicy.updated,
  summary:
    'Mipango inalipiwa kila mwezi na mwezi wa kwanza ni bure. Sitisha wakati wowote na hutatozwa tena; haturejeshi pesa za sehemu ya mwezi uliokwisha kulipiwa, na tunarejesha kikamilifu chochote kilichotozwa kimakosa.',
  sections: [
    {
      id: 'in-short',
      heading: 'Kwa ufupi',
      body: [
        {
          list: [
            'Kila mpango unalipiwa kila mwezi, mapema, kwa shilingi za Kenya.',
            'Mwezi wa Bure haugharimu chochote.',
            'Sitisha wakati wowote: unabaki na mwezi uliolipia na hutatozwa kwa mwezi unaofuata.',
            'Hakuna kurejeshewa pesa za sehemu ya mwezi isiyotumika ambayo tayari imelipiwa (hakuna marejesho ya kiasi kwa uwiano).',
            'Malipo ambayo hatukupaswa kutoza yanarejeshwa kikamilifu.',
          ],
        },
      ],
    },
    {
      id: 'free-trial',
      heading: 'Mwezi wa bure',
      body: [
        `Mwezi wa Bure unakupa kila kitu kilicho katika Standard kwa mwezi mmoja kwa Kes 0. Ukisitisha kabla haujaisha, hutatozwa kamwe. Ukiendelea na akaunti yako, malipo ya Standard (${standardPrice} kwa mwezi) yanaanza siku inayofuata mwisho wa mwezi wa bure.`,
      ],
    },
    {
      id: 'monthly-billing',
      heading: 'Malipo ya kila mwezi',
      body: [
        'Kila mpango unatozwa mara moja kwa mwezi, mapema, tarehe ileile kila mwezi, kwa kadi, M-Pesa au kuhamisha pesa benki. Unapokea risiti kwa barua pepe kwa kila malipo.',
      ],
    },
    {
      id: 'cancelling',
      heading: 'Kusitisha',
      body: [
        'Unaweza kusitisha wakati wowote, ndani ya programu au kwa kutuandikia. Akaunti yako inaendelea kufanya kazi hadi mwisho wa mwezi uliolipia, na hakuna kinachotozwa zaidi. Kwa kuwa unabaki na huduma kwa mwezi huo, haturejeshi pesa za sehemu yake.',
      ],
    },
    {
      id: 'changing-plans',
      heading: 'Kubadilisha mpango',
      body: [
        'Ukipandisha mpango, mabadiliko yanaanza mara moja, na bei mpya inaanza tarehe yako ijayo ya malipo: hulipi chochote zaidi kwa muda uliobaki wa mwezi huu. Ukishusha mpango, mabadiliko yanaanza tarehe yako ijayo ya malipo, kwa hivyo mwezi huu haurejeshewi pesa.',
      ],
    },
    {
      id: 'when-we-refund',
      heading: 'Tunaporejesha pesa',
      body: [
        'Tunarejesha kiasi chote ikiwa:',
        {
          list: [
            'ulitozwa baada ya kusitisha, au wakati wa mwezi wa bure;',
            'ulitozwa mara mbili, au zaidi ya bei ya mpango wako;',
            'ulitozwa kwa mpango ambao hukuuchagua.',
          ],
        },
      ],
    },
    {
      id: 'how-to-ask',
      heading: 'Jinsi ya kuomba kurejeshewa pesa',
      body: [
        `Tuma barua pepe kwa ${email} ndani ya siku 60 tangu ulipotozwa, ukitaja jina la biashara yako, tarehe na kiasi, na msimbo wa muamala wa M-Pesa au tarakimu nne za mwisho za kadi. Tunajibu ndani ya siku mbili za kazi. Marejesho yaliyokubaliwa yanalipwa kwa njia uliyolipia (M-Pesa, kadi au kuhamisha pesa benki) ndani ya siku 14.`,
      ],
    },
    {
      id: 'enterprise',
      heading: 'Mipango ya Enterprise',
      body: [
        'Malipo na marejesho ya Enterprise yanafuata makubaliano ya maandishi na kila biashara; pale ambapo makubaliano hayo hayasemi chochote, sera hii inatumika.',
      ],
    },
  ],
} as const satisfies Translation<typeof en.refundPolicy>;

import type { Translation } from '@/content/i18n/types';
import * as en from '@/content/legal';
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

/** Where a form's details go in this build, as in the English policy. */
const formDelivery = site.formEndpoint
  ? [
      `Unapobonyeza kitufe cha kutuma cha fomu, maelezo yako yanatumwa kupitia muunganisho uliosimbwa (HTTPS) kwa huduma ya fomu ya Miadi iliyo ${new URL(site.formEndpoint).host}. Hakuna kinachotumwa unapoandika, na hakuna kinachotumwa ukiondoka kwenye ukurasa bila kukibonyeza.`,
      'Kutuma kukishindikana, fomu inabaki na ulichoandika na inakupa nafasi ya kujaribu tena; hakuna kinachohifadhiwa mahali pengine.',
    ]
  : [
      `Tovuti hii yenyewe haitumi maelezo ya fomu yako popote. Unapobonyeza kitufe cha kutuma cha fomu, programu yako ya barua pepe inafunguka ikiwa na ujumbe ulioandikiwa ${email} na maelezo yako ndani yake. Hakuna kinachotumwa usipotuma barua pepe hiyo mwenyewe; kisha inasafiri kama barua pepe nyingine yoyote unayoandika, kupitia mtoa huduma wako wa barua pepe na wetu.`,
      'Fomu inaeleza hivyo kwenye ukurasa jambo hilo linapotokea, na inabaki na ulichoandika.',
    ];

export const privacyPolicy = {
  path: en.privacyPolicy.path,
  title: 'Sera ya Faragha',
  description:
    'Kile tovuti ya Miadi inachokusanya kupitia kila fomu, kinakokwenda, kinachobaki kwenye kivinjari chako, na haki zako chini ya Sheria ya Kulinda Data ya Kenya ya 2019.',
  updated: en.privacyPolicy.updated,
  summary:
    'Tunakusanya tu unachoandika kwenye fomu, tunakitumia tu kukujibu, na hatukiuzi kamwe. Tovuti hii haiweki vidakuzi, haina vifuatiliaji na haitumi ombi lolote kwa mtu mwingine unapoivinjari.',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Sisi ni nani',
      body: [
        `${site.name} (${site.contact.postalAddress}) inaendesha tovuti hii na inaamua jinsi data binafsi inayokusanywa kupitia tovuti hii inavyotumika: chini ya Sheria ya Kulinda Data ya Kenya ya 2019 sisi ndio mdhibiti wa data hiyo.`,
        `Kwa jambo lolote kuhusu data yako, tuandikie kwa ${email} au piga simu ${site.contact.phone}.`,
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'Kile kila fomu inachokusanya',
      body: [
        'Tunakusanya data binafsi tu unapojaza fomu na kuituma. Kila fomu inaomba:',
        {
          terms: [
            {
              term: 'Fomu ya mawasiliano',
              detail:
                'Jina lako la kwanza na la ukoo, barua pepe, simu, mada unayochagua na ujumbe wako.',
            },
            { term: 'Jarida', detail: 'Anwani yako ya barua pepe.' },
            {
              term: 'Ombi la onyesho',
              detail:
                'Jina lako, jina la biashara, barua pepe, simu, aina ya biashara, tarehe na saa unayopendelea, na ujumbe wako.',
            },
            {
              term: 'Usajili wa biashara',
              detail:
                'Jina lako, barua pepe na nambari ya simu ya mkononi, maelezo ya biashara yako (jina, anwani, nchi na kaunti, simu ya biashara, aina, mahali unapowahudumia wateja, kiungo cha ukurasa wako wa miadi, swali la usalama na jibu lake) na mpango unaochagua. Nenosiri lako halitumwi kamwe. Jibu la usalama linatumwa tu kupitia muunganisho uliosimbwa kwa huduma yetu ya fomu, kamwe si kwa barua pepe. Ukichagua kulipa kwa M-Pesa, nambari ya M-Pesa unayotoa inatumwa pamoja na usajili wako kwa huduma yetu ya fomu, ili ombi la kulipa lifike kwenye simu yako; haiwekwi kamwe kwenye barua pepe. Maelezo ya kadi yanayoandikwa katika hatua ya malipo yanakaguliwa kwenye kivinjari chako na hayaondoki kwenye ukurasa: tovuti hii haipokei malipo.',
            },
            {
              term: 'Ombi la miadi',
              detail:
                'Jina lako na nambari ya simu ya mkononi, biashara, huduma, siku na saa unazochagua, na maelezo yako ukiyaongeza.',
            },
            {
              term: 'Maombi ya orodha ya kusubiri na ya madarasa',
              detail:
                'Jina lako na nambari ya simu ya mkononi, biashara, na huduma, siku na saa zinazokufaa, au darasa na tarehe unayoomba na maelezo yako ukiyaongeza.',
            },
            {
              term: 'Kuingia',
              detail:
                'Hakuna kitu. Ukurasa wa kuingia hautumi chochote kwetu; pale ambapo huduma ya kuingia ya programu ya Miadi inapatikana, ukurasa unakupeleka huko.',
            },
            { term: 'Umesahau nenosiri', detail: 'Anwani yako ya barua pepe.' },
          ],
        },
        'Kama seva nyingine yoyote ya wavuti, mwenyeji anayetoa kurasa hizi anaweza kuweka kumbukumbu za muda mfupi za ufikiaji (anwani ombi lako lilipotoka, ukurasa, muda na jina la kivinjari chako) ili kuweka tovuti salama na ikifanya kazi. Hatuzitumii kuwatambua wala kuwachambua wageni.',
      ],
    },
    {
      id: 'where-it-goes',
      heading: 'Maelezo yako yanakokwenda',
      body: [
        ...formDelivery,
        'Timu ya Miadi inasoma unachotuma. Ombi la miadi pia linakwenda kwa biashara uliyochagua, ili iweze kuthibitisha miadi yako; ukilituma kwa WhatsApp, linakwenda moja kwa moja kwa biashara hiyo kupitia WhatsApp. Kila fomu inaeleza kando ya kitufe chake cha kutuma nani anapokea unachoandika.',
        'Hatuuzi wala kukodisha data binafsi, na tunaishiriki tu na watoa huduma wanaobeba barua pepe zetu na kuendesha mifumo yetu, ambao hawaruhusiwi kuitumia kwa jambo lingine lolote, au pale sheria za Kenya zinapotutaka.',
      ],
    },
    {
      id: 'why-we-use-it',
      heading: 'Kwa nini tunaitumia',
      body: [
        {
          list: [
            'Kujibu ujumbe wako au ombi lako la onyesho: kwa sababu umetuomba.',
            'Kuanzisha na kuendesha akaunti ya biashara yako: ili kutoa huduma unayojisajili kupata.',
            'Kutuma jarida: kwa sababu ulijiandikisha. Kila toleo lina njia ya kujiondoa, au tuandikie.',
            'Kukusaidia kurudi kwenye akaunti yako unaposahau nenosiri lako: kwa sababu umetuomba.',
            'Kupeleka ombi lako la miadi kwa biashara uliyochagua, ili iweze kulithibitisha: kwa sababu umetuomba.',
          ],
        },
        'Hatutumii maelezo yako kamwe kwa matangazo, na hatufanyi maamuzi ya kiotomatiki kukuhusu.',
      ],
    },
    {
      id: 'browser-storage',
      heading: 'Kinachohifadhiwa kwenye kivinjari chako',
      body: [
        'Vipengele viwili vinakumbuka mambo kwenye kifaa chako mwenyewe. Hakuna kati yake kinachotumwa kwetu.',
        {
          terms: [
            {
              term: 'Biashara ulizohifadhi (localStorage, miadi:favourites)',
              detail:
                'Biashara unazohifadhi kwenye ukurasa wa Weka miadi ya huduma, ili ziwepo tena wakati ujao. Zinabaki kwenye kifaa hiki hadi uziondoe au ufute data ya tovuti hii kwenye kivinjari chako.',
            },
            {
              term: 'Maendeleo ya usajili (sessionStorage, miadi:signup)',
              detail:
                'Ulichoandika katika usajili wa biashara, ili kupakia ukurasa upya kusikipoteze. Hakihifadhi kamwe nenosiri lako wala maelezo ya malipo, na kivinjari chako kinakifuta unapofunga kichupo.',
            },
          ],
        },
      ],
    },
    {
      id: 'cookies-and-trackers',
      heading: 'Vidakuzi na vifuatiliaji',
      body: [
        'Tovuti hii haiweki vidakuzi. Haina vifuatiliaji vya takwimu, matangazo wala mitandao ya kijamii na haipakii hati, fonti wala picha kutoka kwa mtu mwingine: kila faili linatoka kwenye tovuti hii, kwa hivyo kuivinjari hakutumi ombi lolote kwa mtu wa tatu.',
        'Viungo vya tovuti nyingine, kama kiungo cha ramani cha biashara, vinakupeleka huko tu unapovifuata; kisha sera zao wenyewe zinatumika.',
      ],
    },
    {
      id: 'how-long',
      heading: 'Tunaihifadhi kwa muda gani',
      body: [
        {
          list: [
            'Jumbe na maombi ya onyesho: hadi miezi 12 baada ya mawasiliano yetu ya mwisho, isipokuwa ukiwa mteja.',
            'Akaunti za biashara: wakati akaunti iko wazi, kisha kwa muda ambao sheria za Kenya za kodi na uhasibu zinataka kwa rekodi za malipo.',
            'Jarida: hadi utakapojiondoa.',
            'Maombi ya kubadilisha nenosiri: siku 30.',
            'Maombi ya miadi: hadi miezi 12, ili maswali kuhusu miadi yaweze kujibiwa.',
          ],
        },
      ],
    },
    {
      id: 'outside-kenya',
      heading: 'Kuhamisha data nje ya Kenya',
      body: [
        'Baadhi ya watoa huduma wanaobeba barua pepe zetu na kuendesha mifumo yetu wanahifadhi data kwenye seva zilizo nje ya Kenya, na vivyo hivyo watoa huduma wa barua pepe na WhatsApp ukituma ujumbe kupitia kwao. Maelezo yako yanapotoka Kenya kwa njia hii, tunatumia tu watoa huduma wanaofungwa na mkataba kuyalinda angalau kwa kiwango ambacho sheria za Kenya zinataka, kama Sheria ya Kulinda Data ya 2019 inavyotaka, na unaweza kutuuliza ni watoa huduma na nchi zipi zinahusika.',
      ],
    },
    {
      id: 'security',
      heading: 'Jinsi tunavyoilinda',
      body: [
        'Kurasa na fomu zinazotumwa zinasafiri kupitia miunganisho iliyosimbwa, na ni watu wa Miadi wanaohitaji maelezo yako ili kukusaidia pekee wanaoweza kuyaona.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Haki zako',
      body: [
        'Chini ya Sheria ya Kulinda Data ya Kenya ya 2019 una haki:',
        {
          list: [
            'ya kuelezwa jinsi data yako binafsi inavyotumika (ukurasa huu);',
            'ya kupata data binafsi tunayoshikilia kukuhusu na kupata nakala yake;',
            'ya kurekebishiwa data isiyo sahihi au isiyokamilika;',
            'ya kufutiwa data ya uongo, inayopotosha au isiyohitajika tena;',
            'ya kupinga matumizi yetu ya data yako, pamoja na kwa jarida;',
            'ya kupokea data uliyotupa katika muundo wa kawaida unaosomeka na kompyuta, au kuitumwa kwa huduma nyingine (uhamishaji);',
            'ya kuondoa ridhaa yako wakati wowote, bila kuathiri kilichofanywa kabla.',
          ],
        },
      ],
    },
    {
      id: 'exercise-your-rights',
      heading: 'Jinsi ya kuzitumia',
      body: [
        `Tuma barua pepe kwa ${email} ukiandika “Ombi la data” kwenye mada, na useme ni haki ipi unataka kutumia. Tunaweza kukuomba uthibitishe wewe ni nani kabla hatujachukua hatua. Haigharimu chochote. Tunakiri kupokea ombi lako ndani ya siku moja ya kazi na kulijibu ndani ya siku saba; likihitaji muda zaidi, tunakueleza sababu ndani ya muda huo.`,
        'Ikiwa hujaridhika na jinsi tulivyoshughulikia data yako, unaweza kulalamika kwa Ofisi ya Kamishna wa Kulinda Data, mdhibiti wa ulinzi wa data nchini Kenya.',
        {
          links: [
            {
              label: 'Ofisi ya Kamishna wa Kulinda Data (odpc.go.ke)',
              href: 'https://www.odpc.go.ke',
            },
          ],
        },
      ],
    },
    {
      id: 'children',
      heading: 'Watoto',
      body: [
        'Tovuti hii ni kwa ajili ya biashara na watu wazima. Hatukusanyi kwa kujua data binafsi kutoka kwa mtu yeyote aliye chini ya miaka 18.',
      ],
    },
    {
      id: 'changes',
      heading: 'Mabadiliko ya sera hii',
      body: [
        'Kile tovuti hii inachokusanya au jinsi inavyotumia data kinapobadilika, tunasasisha ukurasa huu na tarehe iliyo juu yake kabla mabadiliko hayajaanza kutumika.',
      ],
    },
  ],
} as const satisfies Translation<typeof en.privacyPolicy>;

export const termsOfUse = {
  path: en.termsOfUse.path,
  title: 'Masharti ya Matumizi',
  description:
    'Masharti ya kutumia tovuti ya Miadi na usajili wa Miadi: akaunti, malipo ya kila mwezi kwa shilingi za Kenya, mwezi wa bure, kusitisha, matumizi yanayokubalika na sheria za Kenya.',
  updated: en.termsOfUse.updated,
  summary:
    'Masharti haya yanahusu tovuti hii na huduma ya Miadi ambayo biashara inajisajili kuipata kupitia tovuti hii (Masharti ya Huduma na Masharti ya Matumizi yaliyo chini ya ukurasa ni ukurasa huu mmoja). Kutumia tovuti au huduma kunamaanisha kwamba unayakubali.',
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
            `Mwezi wa Bure unadumu mwezi mmoja, unajumuisha kila kitu kilicho katika Standard na haugharimu chochote. Ukiendelea na akaunti yako baada yake, inaendelea katika Standard kwa {standardPrice} kwa mwezi; ukisitisha kabla mwezi wa bure haujaisha, hutatozwa kamwe.`,
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
        `Mwezi wa Bure unakupa kila kitu kilicho katika Standard kwa mwezi mmoja kwa Kes 0. Ukisitisha kabla haujaisha, hutatozwa kamwe. Ukiendelea na akaunti yako, malipo ya Standard ({standardPrice} kwa mwezi) yanaanza siku inayofuata mwisho wa mwezi wa bure.`,
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

/** The legal pages in footer order, as in English. */
export const legalDocuments = [privacyPolicy, termsOfUse, refundPolicy] as const;

import * as en from '@/content/feature-pages';
import type { Translation } from '@/content/i18n/types';

/** /features and each /features/<slug> page in Kiswahili. */

export const featuresIndex = {
  title: 'Vipengele: miadi, malipo na zana za biashara',
  breadcrumb: 'Vipengele',
  description:
    'Kila kipengele cha Miadi mahali pamoja: vikumbusho, wasifu wa wateja, malipo kwa M-Pesa na kadi, ankara, kalenda za wafanyakazi, soko la Miadi, madarasa ya moja kwa moja, ripoti na masoko.',
  headline: 'Kila kitu biashara yako inachotegemea, katika programu moja',
  intro:
    'Miadi inapokea miadi, inamkumbusha mteja, inapokea malipo na inakuonyesha jumla ya yote. Gundua vipengele kulingana na kile vinavyokusaidia kufanya.',
} as const satisfies Translation<typeof en.featuresIndex>;

export const featureSections = {
  capabilities: 'Kinachofanya',
  steps: 'Jinsi kinavyofanya kazi',
  related: 'Vipengele vinavyohusiana',
  usedBy: 'Biashara zinazokitegemea',
  cta: {
    title: 'Kione kikifanya kazi kwa biashara yako',
    text: 'Sajili biashara yako ujaribu kila kipengele bure kwa mwezi mmoja, au omba onyesho nasi tutakuonyesha hatua kwa hatua.',
  },
} as const satisfies Translation<typeof en.featureSections>;

const related = (slug: keyof typeof en.featurePages) => en.featurePages[slug].related;

export const featurePages = {
  notifications: {
    title: 'Vikumbusho vya miadi na arifa',
    description:
      'Miadi inathibitisha kila miadi, inatuma vikumbusho kwa SMS, barua pepe na arifa za simu, na inawapa walio kwenye orodha ya kusubiri nafasi zilizoghairiwa, ili miadi michache ikose.',
    headline: 'Vikumbusho vinavyowaleta wateja kwa wakati',
    intro:
      'Miadi mingi inayokosekana ni kwa sababu mteja amesahau tu. Miadi inathibitisha kila miadi papo hapo inapowekwa, inamkumbusha mteja kabla ya wakati wake, na mtu akighairi, inampa nafasi hiyo mtu anayefuata kwenye orodha yako ya kusubiri.',
    summary:
      'Uthibitisho, vikumbusho vya SMS, barua pepe na arifa za simu, na orodha ya kusubiri inayojaza nafasi zilizoghairiwa.',
    capabilities: [
      {
        title: 'Uthibitisho na vikumbusho',
        text: 'Kila miadi inapata uthibitisho, kisha kikumbusho kwa SMS, barua pepe au arifa ya simu wakati unaouchagua kabla ya miadi.',
      },
      {
        title: 'Orodha ya kusubiri kwa wanaoghairi',
        text: 'Wateja wanajiunga na orodha ya kusubiri siku au darasa likijaa. Nafasi ikipatikana, Miadi inamjulisha anayefuata kwenye foleni.',
      },
      {
        title: 'Mabadiliko yanamfikia mteja mara moja',
        text: 'Hamisha au ghairi miadi na mteja anajulishwa papo hapo, pamoja na kiungo cha kuchagua wakati mwingine.',
      },
      {
        title: 'Arifa kwa timu yako',
        text: 'Wafanyakazi wanaona miadi mipya, mabadiliko na yaliyoghairiwa katika kalenda yao wenyewe, si kwa kuambiwa na mtu.',
      },
    ],
    steps: [
      {
        title: 'Chagua vikumbusho vinapotumwa',
        text: 'Kwa mfano siku moja kabla na masaa 2 kabla, huduma kwa huduma.',
      },
      {
        title: 'Ongeza maneno yako',
        text: 'Maelekezo ya kufika dukani, maegesho, cha kuleta au jinsi ya kujiandaa.',
      },
      {
        title: 'Acha Miadi ivitume',
        text: 'Kila miadi inashughulikiwa, iwe mteja aliweka mtandaoni au timu yako iliiingiza.',
      },
      {
        title: 'Jaza nafasi zilizoghairiwa',
        text: 'Washa orodha ya kusubiri na nafasi iliyoghairiwa inapewa mteja anayefuata yenyewe.',
      },
    ],
    related: related('notifications'),
  },
  'customer-tracking': {
    title: 'Wasifu wa wateja na kufuatilia wateja',
    description:
      'Miadi inaweka wasifu wa kila mteja: mawasiliano, historia ya ziara, mapendeleo, maelezo na fomu za usajili, ili timu yako yote itoe huduma ya kibinafsi.',
    headline: 'Mjue kila mteja kabla hajaingia',
    intro:
      'Biashara nzuri inakumbuka. Kuanzia miadi ya kwanza, Miadi inajenga wasifu wa kila mteja: alichopata, nani alimhudumia, alicholipa, anachopendelea na chochote alichokuambia, tayari kwa ziara ijayo.',
    summary: 'Wasifu wa kila mteja wenye historia ya ziara, mapendeleo, maelezo na fomu.',
    capabilities: [
      {
        title: 'Historia ya ziara',
        text: 'Kila miadi pamoja na huduma yake, mfanyakazi aliyehudumia na malipo, za karibuni kwanza.',
      },
      {
        title: 'Maelezo na mapendeleo',
        text: 'Mchanganyiko wa rangi ya nywele, nguvu ya masaji anayopenda, mzio, mbwa mwenye woga: chochote muhimu katika kazi yako.',
      },
      {
        title: 'Fomu za usajili na ushauri',
        text: 'Uliza maswali unayohitaji kabla ya ziara ya kwanza na uhifadhi majibu kwenye wasifu.',
      },
      {
        title: 'Ni yako peke yako',
        text: 'Wasifu ni mali ya biashara yako: ni watu uliowaongeza kwenye akaunti yako pekee wanaoweza kuufungua.',
      },
    ],
    steps: [
      {
        title: 'Mteja anaweka miadi',
        text: 'Mtandaoni, kupitia soko la Miadi, au timu yako ikiiingiza mapokezi.',
      },
      {
        title: 'Wasifu unajianzisha',
        text: 'Jina, nambari ya simu na miadi ya kwanza vinahifadhiwa, pamoja na majibu ya fomu zako.',
      },
      {
        title: 'Ongeza maelezo baada ya kila ziara',
        text: 'Ulichofanya, ulichotumia na cha kupendekeza wakati ujao.',
      },
      {
        title: 'Endelea ulipoachia',
        text: 'Katika miadi ijayo historia yote iko mguso mmoja tu.',
      },
    ],
    related: related('customer-tracking'),
  },
  payment: {
    title: 'Malipo kwa M-Pesa, kadi na Apple Pay',
    description:
      'Pokea malipo ya awali na malipo kamili kwa M-Pesa, kadi na Apple Pay wateja wanapoweka miadi, toza ada za kutofika na za kughairi, na uuze bidhaa kupitia duka lako la mtandaoni.',
    headline: 'Lipwa kwa M-Pesa, kadi na Apple Pay',
    intro:
      'Malipo ndicho kikumbusho chenye nguvu kuliko vyote. Wateja wanalipa malipo ya awali au bei kamili wanapoweka miadi, kwa M-Pesa, kadi au Apple Pay kupitia mtoa huduma wetu wa malipo, na ada zako za kutofika na za kughairi ziko wazi kabla hawajathibitisha.',
    summary:
      'Malipo ya awali na malipo kwa M-Pesa, kadi na Apple Pay, ada za kutofika, duka la mtandaoni.',
    capabilities: [
      {
        title: 'M-Pesa, kadi na Apple Pay',
        text: 'Wateja wanalipa jinsi wanavyolipa tayari: kwenye ukurasa wako wa miadi, kwenye fomu ya miadi au katika soko la Miadi.',
      },
      {
        title: 'Malipo ya awali',
        text: 'Omba kiasi maalum au sehemu ya bei kwa huduma unazochagua, kama miadi mirefu au ya saa zenye shughuli nyingi.',
      },
      {
        title: 'Ada za kutofika na za kughairi',
        text: 'Weka muda wa mwisho wa kughairi. Anayeghairi kwa kuchelewa au asiyefika anatozwa ada uliyoweka.',
      },
      {
        title: 'Duka la mtandaoni',
        text: 'Uza bidhaa, kadi za zawadi na vifurushi kando ya huduma zako, vikilipiwa kwa njia ileile.',
      },
    ],
    steps: [
      {
        title: 'Sajili biashara yako',
        text: 'Ongeza maelezo ya mahali malipo yako yanapaswa kwenda.',
      },
      {
        title: 'Chagua cha kutoza',
        text: 'Malipo ya awali, bei kamili au malipo wakati wa ziara, huduma kwa huduma.',
      },
      {
        title: 'Weka sera yako',
        text: 'Muda wako wa mwisho wa kughairi na ada, vinavyoonyeshwa kwa wateja kabla hawajaweka miadi.',
      },
      {
        title: 'Lipwa',
        text: 'Malipo na ada vinaonekana kwenye kila miadi na katika ripoti zako.',
      },
    ],
    related: related('payment'),
  },
  invoicing: {
    title: 'Ankara, vifurushi na uanachama',
    description:
      'Miadi inatuma ankara za kitaalamu kwa Kes, inauza vifurushi na uanachama, na inafuatilia kile kila mteja anadaiwa na alicholipa, kwa M-Pesa, kadi au Apple Pay.',
    headline: 'Ankara, vifurushi na uanachama bila makaratasi',
    intro:
      'Si kila kitu kinalipwa mlangoni. Miadi inatuma ankara rasmi kwa salio la harusi, ada ya kila mwezi au akaunti ya kampuni, inauza vifurushi na uanachama unaojirudia, na inafuatilia nani amelipa.',
    summary: 'Ankara za kitaalamu kwa Kes, vifurushi, pasi za madarasa na uanachama unaojirudia.',
    capabilities: [
      {
        title: 'Ankara za kitaalamu',
        text: 'Nembo na maelezo ya biashara yako, kila huduma ikiorodheshwa na jumla kwa Kes, zikitumwa na kiungo cha kulipa.',
      },
      {
        title: 'Vifurushi na pasi za madarasa',
        text: 'Uza mfululizo wa vipindi au kifurushi cha madarasa. Kila miadi inatumia kimoja, na wateja wanaona vingapi vimebaki.',
      },
      {
        title: 'Uanachama',
        text: 'Uanachama wa kila mwezi au wa kila muhula, ukitumiwa ankara tena kila tarehe ya kuhuisha.',
      },
      {
        title: 'Kufuatilia matumizi',
        text: 'Rekodi unachotumia kwa bidhaa, kodi ya nyumba na mishahara, ili uone unachopata kweli.',
      },
    ],
    steps: [
      {
        title: 'Anza na miadi',
        text: 'Geuza miadi yoyote kuwa ankara, au andika mpya kuanzia mwanzo.',
      },
      {
        title: 'Itume na kiungo cha kulipa',
        text: 'Mteja analipa kwa M-Pesa, kadi au Apple Pay kutoka kwenye ankara yenyewe.',
      },
      {
        title: 'Ona nani amelipa',
        text: 'Ankara zilizolipwa, zilizolipwa sehemu na zilizopitwa na muda zinaorodheshwa kando.',
      },
      {
        title: 'Acha uanachama ujihuishe',
        text: 'Ankara zinazojirudia zinatumwa zenyewe kila tarehe ya kuhuisha.',
      },
    ],
    related: related('invoicing'),
  },
  'employee-management': {
    title: 'Ratiba za wafanyakazi na usimamizi wa wafanyakazi',
    description:
      'Mpe kila mfanyakazi kalenda na saa zake za kazi, panga madarasa, weka miadi ya vyumba na vifaa kama rasilimali, na ufuatilie miadi na kamisheni ya kila mtu.',
    headline: 'Kila mfanyakazi, chumba na kiti katika kalenda moja',
    intro:
      'Wateja wanaweka miadi na mtu, lakini miadi hiyo pia inahitaji kiti, chumba au mashine ya reformer. Miadi inaweka kalenda ya kila mfanyakazi, saa zake za kazi na huduma zake pamoja na rasilimali anazotumia, ili kitu chochote kisiwekewe miadi mara mbili.',
    summary: 'Kalenda na saa za wafanyakazi, ratiba ya madarasa, miadi ya rasilimali na kamisheni.',
    capabilities: [
      {
        title: 'Kalenda na saa za kazi',
        text: 'Kila mtu ana huduma anazotoa na saa anazofanya kazi; wateja wanaona tu nyakati ambazo yuko huru.',
      },
      {
        title: 'Miadi ya rasilimali',
        text: 'Vyumba, viti, vitanda, studio na vifaa vinawekewa miadi pamoja na mfanyakazi, ili miadi miwili isihitaji chumba kimoja kwa wakati mmoja.',
      },
      {
        title: 'Ratiba ya madarasa',
        text: 'Madarasa ya vikundi yenye mkufunzi, idadi ya juu na orodha ya kusubiri.',
      },
      {
        title: 'Miadi na kamisheni ya kila mtu',
        text: 'Ona kila mtu alipokea miadi mingapi na kuingiza kiasi gani, na uhesabu kamisheni bila spreadsheet.',
      },
    ],
    steps: [
      {
        title: 'Ongeza timu yako',
        text: 'Kila mtu anapata njia yake ya kuingia, kalenda na orodha ya huduma.',
      },
      {
        title: 'Ongeza rasilimali zako',
        text: 'Vyumba, viti na vifaa ambavyo huduma haiwezi kufanyika bila hivyo.',
      },
      {
        title: 'Weka saa na mapumziko',
        text: 'Saa za kazi za kila wiki, siku za mapumziko na likizo, mtu kwa mtu.',
      },
      {
        title: 'Waache wateja wachague',
        text: 'Wateja wanachagua mfanyakazi au yeyote aliye huru kwanza; Miadi inaweka miadi ya rasilimali pamoja nao.',
      },
    ],
    related: related('employee-management'),
  },
  'market-place': {
    title: 'Kuorodheshwa bure katika soko la Miadi',
    description:
      'Kila biashara ya Miadi inaorodheshwa bure katika soko la Miadi, ambapo wateja wanatafuta kwa huduma, eneo na saa, wanaweka miadi nawe na kupata ofa zako za kila siku.',
    headline: 'Patikana katika soko la Miadi, bure',
    intro:
      'Wateja wanaotafuta kinyozi Westlands au masaji Karen wanatafuta katika soko la Miadi. Biashara yako imeorodheshwa humo bure, pamoja na huduma, bei, maoni na mahali ulipo, na wateja wanaweka miadi moja kwa moja katika kalenda yako.',
    summary:
      'Kuorodheshwa bure ambapo wateja wapya wanakupata, wanaweka miadi nawe na kuona ofa zako za kila siku.',
    capabilities: [
      {
        title: 'Kuorodheshwa bure',
        text: 'Huduma zako, bei, picha, saa za kufungua na maoni, bila gharama ya ziada katika kila mpango.',
      },
      {
        title: 'Ofa za kila siku',
        text: 'Chapisha ofa kwa alasiri tulivu au huduma mpya, na wateja wanaovinjari soko la Miadi wanaiona.',
      },
      {
        title: 'Wanakupata kwa mahali na saa',
        text: 'Wateja wanatafuta kwa huduma, eneo na saa wanayotaka, na wanaona ulipo kwenye ramani.',
      },
      {
        title: 'Miadi moja kwa moja kwenye kalenda yako',
        text: 'Miadi kutoka sokoni inathibitishwa, inakumbushwa na kulipiwa kama miadi mingine yoyote.',
      },
    ],
    steps: [
      {
        title: 'Sajili biashara yako',
        text: 'Kuorodheshwa ni sehemu ya kila mpango, pamoja na mwezi wa bure.',
      },
      {
        title: 'Kamilisha wasifu wako',
        text: 'Picha, huduma, bei na mahali ulipo.',
      },
      {
        title: 'Anza kupokea miadi',
        text: 'Wateja wanaweza kukupata na kuweka miadi nawe mara tu kalenda yako inapofunguliwa.',
      },
      {
        title: 'Chapisha ofa ya siku',
        text: 'Jaza saa ambazo kwa kawaida huwa tupu.',
      },
    ],
    related: related('market-place'),
  },
  'live-stream': {
    title: 'Madarasa ya moja kwa moja na vipindi vya mtandaoni',
    description:
      'Endesha madarasa ya moja kwa moja na vipindi vya mtandaoni kwa Miadi: wateja wanaweka miadi na kulipa kama miadi nyingine yoyote na kujiunga wakiwa nyumbani, ofisini au safarini.',
    headline: 'Fundisha moja kwa moja, popote wateja wako walipo',
    intro:
      'Si kila mteja anaweza kushinda msongamano wa jioni kufika darasa la saa 12 jioni (18:00). Kwa Matangazo ya Moja kwa Moja, darasa la yoga, somo la densi, kipindi cha ukufunzi au darasa la ustadi linawekewa miadi na kulipiwa kama miadi nyingine yoyote, na mteja anajiunga akiwa popote.',
    summary:
      'Tangaza madarasa na vipindi vya mtu mmoja moja kwa moja kwa wateja wanaoweka miadi na kulipa mtandaoni.',
    capabilities: [
      {
        title: 'Vipindi vya mtandaoni vinavyowekewa miadi',
        text: 'Weka alama kuwa darasa au huduma ni ya mtandaoni; wateja wanaweka miadi na kulipa kwa njia ya kawaida.',
      },
      {
        title: 'Kiungo kinakuja na miadi',
        text: 'Wateja wanapata jinsi ya kujiunga katika uthibitisho wao na katika kila kikumbusho.',
      },
      {
        title: 'Studio na mtandaoni pamoja',
        text: 'Uza nafasi za studio na nafasi za mtandaoni kwa darasa moja, kila moja ikiwa na idadi yake ya juu.',
      },
      {
        title: 'Pasi na uanachama vinahesabika',
        text: 'Madarasa ya mtandaoni yanatumia pasi za madarasa na uanachama uleule kama ya studio.',
      },
    ],
    steps: [
      {
        title: 'Unda darasa au huduma ya mtandaoni',
        text: 'Lipe wakati, bei na idadi ya juu.',
      },
      {
        title: 'Wateja wanaweka miadi na kulipa',
        text: 'Kutoka ukurasa wako wa miadi, fomu ya miadi kwenye tovuti yako au soko la Miadi.',
      },
      {
        title: 'Anza moja kwa moja saa ya kuanza',
        text: 'Kila aliyeweka miadi anaweza kujiunga; hakuna mwingine anayeweza.',
      },
      {
        title: 'Fuatilia baadaye',
        text: 'Watumie wote waliohudhuria tarehe ya darasa linalofuata.',
      },
    ],
    related: related('live-stream'),
  },
  reports: {
    title: 'Ripoti na takwimu za biashara',
    description:
      'Ripoti za Miadi zinaonyesha miadi, mapato, utendaji wa wafanyakazi, wasiofika na wateja wanaorudi, ili uone ni huduma, siku na watu gani wanaoingiza zaidi.',
    headline: 'Ripoti zinazoonyesha kinachokuingizia zaidi',
    intro:
      'Ni huduma ipi inayojaza kalenda, ni siku ipi huwa tupu kila mara, ni wateja gani waaminifu zaidi: Miadi inajibu kutokana na miadi na malipo yako mwenyewe, kila wiki au kila mwezi, bila spreadsheet.',
    summary:
      'Miadi, mapato, utendaji wa wafanyakazi, wasiofika na wateja wanaorudi kwa mtazamo mmoja.',
    capabilities: [
      {
        title: 'Mapato na miadi',
        text: 'Mapato kwa siku, huduma na njia ya malipo, M-Pesa na kadi kando kwa kando.',
      },
      {
        title: 'Utendaji wa wafanyakazi',
        text: 'Miadi, mapato na kiwango cha wateja wanaorudi kwa kila mtu.',
      },
      {
        title: 'Wasiofika na wanaoghairi',
        text: 'Ona nani anakosa miadi na ada zilirejesha kiasi gani.',
      },
      {
        title: 'Wateja wanaorudi',
        text: 'Nani anarudi, mara ngapi, na nani hajaonekana kwa muda.',
      },
    ],
    steps: [
      {
        title: 'Pokea miadi kama kawaida',
        text: 'Kila miadi na malipo vinaingia kwenye ripoti; hakuna cha kuingiza mara mbili.',
      },
      {
        title: 'Fungua dashibodi yako',
        text: 'Leo, wiki hii na mwezi huu kwa mtazamo mmoja.',
      },
      {
        title: 'Pata ripoti zako',
        text: 'Kila mwezi katika mwezi wa bure, kila wiki katika Standard na mipango ya juu zaidi.',
      },
      {
        title: 'Zifanyie kazi',
        text: 'Chapisha ofa kwa siku tulivu, wazawadie wateja wako wa kudumu, rekebisha saa za wafanyakazi.',
      },
    ],
    related: related('reports'),
  },
  'customize-website': {
    title: 'Ukurasa wako wa miadi na fomu ya miadi kwa tovuti',
    description:
      'Miadi inakupa ukurasa wa miadi wenye chapa yako, fomu ya miadi kwa tovuti yako, vitufe vya Weka Miadi kwa kurasa zako za mitandao ya kijamii na mahali ulipo kwenye ramani.',
    headline: 'Ukurasa wako wa miadi, na fomu ya miadi kwa tovuti yako',
    intro:
      'Wateja wanapaswa kuweza kuweka miadi popote wanapokupata. Miadi inaipa biashara yako ukurasa wake wa miadi wenye nembo, rangi na picha zako, fomu ya miadi inayotoshea kwenye tovuti uliyo nayo tayari, na vitufe vya Weka Miadi kwa kurasa zako za mitandao ya kijamii na ramani.',
    summary:
      'Ukurasa wa miadi wenye chapa yako, fomu ya miadi ya kuweka kwenye tovuti, na kuunganishwa na mitandao ya kijamii na ramani.',
    capabilities: [
      {
        title: 'Ukurasa wako wa miadi',
        text: 'Kiungo chako chenye nembo, rangi, picha, huduma na bei zako, kikiwa wazi kwa miadi mchana na usiku.',
      },
      {
        title: 'Fomu ya miadi ya kuweka kwenye tovuti',
        text: 'Bandika kipande kifupi cha msimbo kwenye tovuti yako iliyopo na wateja wanaweka miadi bila kuiacha.',
      },
      {
        title: 'Kuunganishwa na mitandao ya kijamii na ramani',
        text: 'Vitufe vya Weka Miadi kwenye Instagram, Facebook na ramani vinaelekeza moja kwa moja kwenye kalenda yako.',
      },
      {
        title: 'Kanuni za miadi',
        text: 'Weka muda wa mapema ili mtu asiweke miadi dakika tano kabla ya kufungua, na utoe nafasi za miadi kila baada ya dakika 15, 20 au 30.',
      },
    ],
    steps: [
      {
        title: 'Chagua kiungo chako',
        text: 'Jina la biashara yako, jinsi wateja wako wanavyolijua.',
      },
      {
        title: 'Ifanye iwe yako',
        text: 'Nembo, rangi, picha ya jalada na mpangilio wa huduma zako.',
      },
      {
        title: 'Weka kanuni zako za miadi',
        text: 'Muda wa mapema, nafasi kati ya miadi na umbali wa mbele ambao wateja wanaweza kuweka miadi.',
      },
      {
        title: 'Kishiriki kila mahali',
        text: 'Weka fomu ya miadi kwenye tovuti, ongeza vitufe vya Weka Miadi na uweke kiungo kwenye wasifu wako wa mitandaoni.',
      },
    ],
    related: related('customize-website'),
  },
  'booking-widget': {
    title: 'Fomu ya miadi kwa tovuti yako mwenyewe',
    description:
      'Weka fomu yako ya ombi la miadi ya Miadi kwenye tovuti yako kwa mstari mmoja wa msimbo: wateja huchagua huduma, siku na saa bila kuondoka kwenye tovuti yako.',
    headline: 'Fomu yako ya miadi, kwenye tovuti yako mwenyewe',
    intro:
      'Wateja wanaopata tovuti yako wanapaswa kuweza kuweka miadi hapo hapo. Tafuta biashara yako hapa chini, nakili mstari mmoja wa msimbo kwenye tovuti yako, na fomu yako ya ombi la miadi ya Miadi itaonekana humo, kwa Kiingereza au Kiswahili.',
    summary: 'Fomu yako ya ombi la miadi kwenye tovuti yako, kwa mstari mmoja wa msimbo.',
    capabilities: [
      {
        title: 'Mstari mmoja wa msimbo',
        text: 'Ubandike mahali fomu inapopaswa kuonekana. Fomu hurefuka na kufupika kulingana na inachoonyesha, kwa hiyo hakuna upau wa kusogeza ndani yake.',
      },
      {
        title: 'Maombi yale yale',
        text: 'Wateja huchagua kutoka kwa huduma, saa za kufungua na kanuni zako halisi za miadi, na kila ombi hukufikia kama linavyokufikia kutoka kwenye ukurasa wako wa Miadi.',
      },
      {
        title: 'Hakuna kinachohifadhiwa kwa wageni wako',
        text: 'Fomu haiweki vidakuzi wala haihifadhi chochote kwenye kivinjari, kwa hiyo inafanya kazi hata pale vidakuzi vya wahusika wengine vimezuiwa.',
      },
      {
        title: 'Hata bila skripti',
        text: 'Kwa wajenzi wa tovuti wasioruhusu skripti: kiungo cha Weka miadi kupitia Miadi kinachofungua ukurasa wako wa Miadi, ambapo wateja huweka miadi.',
      },
    ],
    steps: [
      {
        title: 'Tafuta biashara yako',
        text: 'Itafute kwa jina hapa chini, au anza kutoka kwenye ukurasa wako wa Miadi.',
      },
      {
        title: 'Chagua mwonekano',
        text: 'Fomu yenyewe, au kitufe, kwa Kiingereza au Kiswahili.',
      },
      {
        title: 'Nakili msimbo',
        text: 'Ubandike kwenye tovuti yako mahali wateja wanapopaswa kuweka miadi.',
      },
    ],
    related: related('booking-widget'),
  },
  marketing: {
    title: 'Zana za masoko kwa biashara za huduma',
    description:
      'Tuma kampeni na ofa kwa wateja wako, chapisha ofa za kila siku katika soko la Miadi na uwageuze wafuasi wa mitandaoni kuwa miadi, ili kujaza siku zako tulivu.',
    headline: 'Masoko yanayojaza siku zako tulivu',
    intro:
      'Wateja wako wapya bora mara nyingi ni wale wa zamani. Miadi inakuwezesha kuwatumia ujumbe wateja ambao hujawaona kwa muda, kutangaza huduma mpya, kuwazawadia wateja wa kudumu na kuchapisha ofa za kila siku sokoni, yote kutoka kwenye orodha ya wateja uliyo nayo tayari.',
    summary:
      'Kampeni, ofa za kila siku, ofa kwa wateja wa kudumu, na kuunganishwa na mitandao ya kijamii na ramani.',
    capabilities: [
      {
        title: 'Kampeni za SMS na barua pepe',
        text: 'Andika mara moja na utume kwa kikundi: wateja wapya, wa kudumu, au wale ambao hawajaonekana kwa miezi miwili. Ni wateja waliokubali kupokea ujumbe wako pekee wanaozipata.',
      },
      {
        title: 'Ofa za kila siku',
        text: 'Weka ofa katika soko la Miadi kwa saa hasa unazotaka kujaza.',
      },
      {
        title: 'Ofa na kadi za zawadi',
        text: 'Misimbo ya punguzo na kadi za zawadi ambazo wateja wanatumia wanapoweka miadi na kulipa.',
      },
      {
        title: 'Kuunganishwa na mitandao ya kijamii na ramani',
        text: 'Vitufe vya Weka Miadi kwenye kurasa zako za mitandao ya kijamii na ramani vinawageuza wafuasi kuwa miadi.',
      },
    ],
    steps: [
      {
        title: 'Chagua unaotaka kuwafikia',
        text: 'Chagua kikundi kutoka kwenye wasifu wa wateja wako.',
      },
      {
        title: 'Andika ofa',
        text: 'Ujumbe, msimbo wa punguzo au ofa ya siku.',
      },
      {
        title: 'Tuma au chapisha',
        text: 'Sasa, au wakati ambao wateja wako wana uwezekano mkubwa wa kuusoma.',
      },
      {
        title: 'Ona ilicholeta',
        text: 'Miadi na mapato kutoka kila kampeni yanaonekana katika ripoti zako.',
      },
    ],
    related: related('marketing'),
  },
} satisfies Translation<typeof en.featurePages>;

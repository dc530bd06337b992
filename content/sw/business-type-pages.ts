import * as en from '@/content/business-type-pages';
import type { BusinessTypeSlug } from '@/content/business-types';
import type { Translation } from '@/content/i18n/types';
import type { Testimonial } from '@/content/types';
import { stats, testimonials } from './landing';

/** /business-types and each /business-types/<slug> page in Kiswahili. */

const pages = en.businessTypePages;
const [appointmentsBooked, partnerBusinesses, professionals] = stats;

type Pages = typeof pages;
/** The pages whose proof is a client's own words, not a figure. */
type QuotingSlug = {
  [S in BusinessTypeSlug]: Pages[S]['proof'] extends { testimonial: Testimonial } ? S : never;
}[BusinessTypeSlug];

/** A page's own client quote in Kiswahili: name, business, rating and picture as in English. */
function quote<S extends QuotingSlug>(slug: S, text: string, business?: string) {
  const { testimonial } = pages[slug].proof as { testimonial: Testimonial };
  return {
    testimonial: { ...testimonial, text, ...(business ? { business } : {}) },
  } as Translation<Pages[S]['proof']>;
}

export const businessTypesIndex = {
  title: 'Aina za biashara: programu ya miadi kwa kila biashara ya huduma',
  breadcrumb: 'Aina za biashara',
  description:
    'Miadi imejengwa kwa biashara za huduma za Kenya: saluni na vinyozi, saluni za kucha, spa, wataalamu wa fiziotherapia, wakufunzi, studio, wapiga picha, ma-DJ, wahasibu na mawakili.',
  headline: 'Programu ya miadi kwa kila aina ya biashara ya huduma',
  intro:
    'Kinyozi katikati ya jiji na kampuni ya mawakili Upper Hill zote zinaishi kwa miadi yao. Tafuta kazi yako uone jinsi Miadi inavyokuondolea kazi ya miadi, malipo na makaratasi.',
  cta: {
    title: 'Huna uhakika biashara yako iko wapi?',
    text: 'Miadi inafanya kazi kwa biashara yoyote inayoendeshwa kwa miadi. Jisajili uijaribu bure kwa mwezi mmoja, au omba onyesho utueleze jinsi unavyofanya kazi.',
  },
} as const satisfies Translation<typeof en.businessTypesIndex>;

export const businessTypeSections = {
  audience: 'Ni kwa ajili ya nani',
  problems: 'Miadi inakutatulia nini',
  features: 'Vipengele muhimu zaidi',
  proof: 'Kutoka kwa biashara kama yako',
} as const satisfies Translation<typeof en.businessTypeSections>;

export const businessTypePages = {
  'salon-barber': {
    title: 'Programu ya miadi kwa saluni na vinyozi',
    description:
      'Miadi mtandaoni kwa saluni na vinyozi wa Kenya: kalenda ya kila msusi na kinyozi, malipo ya awali kwa M-Pesa kwa huduma ndefu, vikumbusho na orodha ya kusubiri.',
    headline: 'Jaza kila kiti katika saluni au kinyozi chako',
    intro:
      'Knotless braids zinazochukua masaa 5, line-up ya haraka Jumamosi, harusi na wasindikizaji saa 1 asubuhi (07:00): siku ya saluni ni fumbo. Miadi inawawezesha wateja kuweka miadi na msusi sahihi kwa muda sahihi, kulipa malipo ya awali kwa M-Pesa na kupata kikumbusho siku moja kabla, huku wanaoingia bila miadi bado wakipata nafasi yao.',
    summary:
      'Kalenda za wasusi na vinyozi, vipindi virefu vya kusuka, malipo ya awali na wanaoingia bila miadi.',
    image: pages['salon-barber'].image,
    audience: {
      intro:
        'Saluni za nywele, vinyozi na studio za jinsia zote, kuanzia kiti kimoja hadi matawi kadhaa.',
      examples: [
        'Vinyozi katikati ya jiji na Westlands wanaochanganya wanaoingia bila miadi na walioweka miadi',
        'Saluni za kusuka na za nywele asilia ambapo mteja mmoja anaweza kuchukua karibu siku nzima',
        'Saluni za jinsia zote Kilimani ambapo kila msusi ana wateja wake wa kudumu',
      ],
    },
    problems: [
      {
        title: 'Huduma ndefu zinazovuruga ratiba',
        text: 'Ipe kila huduma muda wake halisi, kuanzia shape-up ya dakika 20 hadi kusuka kichwa kizima, ili msusi asiwekewe miadi miwili katikati ya kazi.',
      },
      {
        title: 'Wateja wanaoweka miadi na hawaji',
        text: 'Omba malipo ya awali kwa M-Pesa kwa miadi mirefu au ya Jumamosi, na utoze ada ya kutofika miadi inapokosa bila taarifa.',
      },
      {
        title: 'Vurugu la Jumamosi',
        text: 'Wanaoingia bila miadi wanaingia kwenye kalenda ileile ya miadi ya mtandaoni, na orodha ya kusubiri inampa mteja anayefuata kila nafasi iliyoghairiwa.',
      },
    ],
    features: [
      {
        slug: 'employee-management',
        why: 'Kila msusi na kinyozi ana kalenda yake, saa zake za kazi na kamisheni yake.',
      },
      {
        slug: 'payment',
        why: 'Malipo ya awali na malipo kamili kwa M-Pesa, kadi au Apple Pay kabla mteja hajaketi.',
      },
      {
        slug: 'notifications',
        why: 'Kikumbusho siku moja kabla, na orodha ya kusubiri inayojaza viti vilivyoghairiwa.',
      },
      {
        slug: 'customer-tracking',
        why: 'Kumbuka fade ya kawaida ya kila mteja, relaxer au urefu wa msuko wake.',
      },
    ],
    proof: { testimonial: testimonials[1] },
    cta: {
      title: 'Weka viti vyako mtandaoni wiki hii',
      text: 'Sajili saluni au kinyozi chako upokee miadi yako ya kwanza mtandaoni leo, au omba onyesho nasi tutaweka huduma zako pamoja nawe.',
    },
  },
  nails: {
    title: 'Programu ya miadi kwa saluni za kucha',
    description:
      'Miadi mtandaoni kwa saluni za kucha nchini Kenya: weka miadi kwa fundi na kiti cha pedicure, pokea malipo ya awali kwa M-Pesa kwa full set, tuma vikumbusho vya infill na uuze rangi za kucha mtandaoni.',
    headline: 'Miadi inayoendana na kasi ya saluni yako ya kucha',
    intro:
      'Full set ya acrylic, kubadilisha gel haraka na pedicure kila moja inahitaji fundi tofauti, muda tofauti na kituo tofauti. Miadi inaweka kila moja ipasavyo, inawakumbusha wateja infill yao inapofika, na inawawezesha kulipa kwa M-Pesa kabla ya kufika.',
    summary:
      'Miadi kwa fundi na kiti cha pedicure, vikumbusho vya infill na nyongeza za sanaa ya kucha.',
    image: pages.nails.image,
    audience: {
      intro: 'Saluni za kucha, nail bar na mafundi wa kucha wanaotembea.',
      examples: [
        'Saluni za kucha Ngong Road na karibu na Yaya Centre zenye mafundi kadhaa',
        'Saluni za nywele zinazotoa manicure na pedicure pia',
        'Mafundi wanaowatembelea wateja nyumbani au ofisini',
      ],
    },
    problems: [
      {
        title: 'Infill zinazopita bila kujua',
        text: 'Wateja wanapata kikumbusho infill yao inapofika, pamoja na kiungo cha kuweka miadi tena na fundi yuleyule.',
      },
      {
        title: 'Kiti kimoja cha pedicure, miadi miwili',
        text: 'Miadi ya rasilimali inaunganisha kila huduma na kiti au kituo inachohitaji, ili pedicure mbili zisiangukie kiti kimoja cha spa.',
      },
      {
        title: 'Sanaa ya kucha inayochukua muda zaidi',
        text: 'Chrome, ombré na michoro ya mkono ni nyongeza zenye muda wake, ili mteja anayefuata asiachwe akisubiri.',
      },
    ],
    features: [
      {
        slug: 'notifications',
        why: 'Vikumbusho vya infill vinavyowarudisha wateja kabla kucha zao hazijaanza kuinuka.',
      },
      {
        slug: 'employee-management',
        why: 'Mafundi na viti vya pedicure vinawekewa miadi pamoja, kamwe si mara mbili.',
      },
      {
        slug: 'payment',
        why: 'Malipo ya awali kwa set ndefu, na mafuta ya cuticle au press-on kutoka duka lako la mtandaoni.',
      },
      {
        slug: 'marketing',
        why: 'Ofa kwa alasiri tulivu za siku za wiki, inayotumwa kwa wateja wanaopenda bei nafuu.',
      },
    ],
    proof: { testimonial: testimonials[0] },
    cta: {
      title: 'Wateja waweke miadi ya set inayofuata rangi ikiwa bado inakauka',
      text: 'Sajili saluni yako ya kucha ufungue kalenda yako mtandaoni, au omba onyesho uone mafundi na viti vikiwekewa miadi pamoja.',
    },
  },
  'hair-removal': {
    title: 'Programu ya miadi kwa studio za waxing na kliniki za laser',
    description:
      'Studio za waxing na kliniki za laser nchini Kenya zinatumia Miadi kuweka miadi ya mfululizo wa matibabu, kuhifadhi maelezo ya patch test na ngozi, kutuma vikumbusho vya utunzaji na kupokea malipo ya awali kwa M-Pesa.',
    headline: 'Miadi ya waxing na laser, yenye nafasi sahihi kati yake',
    intro:
      'Kuondoa nywele kwa laser ni mfululizo wa vipindi vilivyoachana kwa wiki kadhaa, na Brazilian wax inahitaji nywele zikue tena kabla ya inayofuata. Miadi inaweka mfululizo mzima, inahifadhi patch test na maelezo ya ngozi ya kila mteja kwa timu yako pekee, na inawakumbusha wateja wakati wao unapofika na jinsi ya kujiandaa.',
    summary:
      'Mfululizo wa laser, orodha za waxing, rekodi za patch test na vikumbusho vya kujiandaa.',
    image: pages['hair-removal'].image,
    audience: {
      intro: 'Studio za waxing na sugaring, kliniki za laser na saluni zenye chumba cha matibabu.',
      examples: [
        'Studio za waxing na sugaring Kilimani na Lavington',
        'Kliniki za urembo Westlands zinazotoa kuondoa nywele kwa laser',
        'Saluni zenye chumba kimoja cha matibabu kwa waxing na threading',
      ],
    },
    problems: [
      {
        title: 'Vipindi vilivyowekwa karibu mno',
        text: 'Uza mfululizo wa laser kama kifurushi kimoja na uweke kila ziara kwa muda ambao mtabibu wako ameweka.',
      },
      {
        title: 'Patch test kwenye kadi za karatasi',
        text: 'Tarehe ya patch test ya kila mteja, aina ya ngozi na mwitikio wowote viko kwenye wasifu wake, kwa macho ya timu yako pekee.',
      },
      {
        title: 'Wateja wanaofika bila kujiandaa',
        text: 'Vikumbusho vinabeba ushauri wako wa kujiandaa: kuepuka jua, wakati wa kunyoa, nini cha kuvaa.',
      },
    ],
    features: [
      {
        slug: 'customer-tracking',
        why: 'Patch test, aina za ngozi na mipangilio ya matibabu kwenye wasifu wa kila mteja.',
      },
      {
        slug: 'invoicing',
        why: 'Uza mfululizo mzima wa laser kama kifurushi na uone vipindi vilivyobaki.',
      },
      {
        slug: 'notifications',
        why: 'Ushauri wa kujiandaa na wa utunzaji baada ya matibabu, ukitumwa na kila kikumbusho.',
      },
      {
        slug: 'booking-widget',
        why: 'Wateja huweka miadi ya wax au laser kutoka tovuti ya kliniki yako, kwenye kalenda ile ile.',
      },
    ],
    proof: quote(
      'hair-removal',
      'Wateja walikuwa wakisahau kipindi chao kijacho cha laser. Sasa mfululizo mzima unawekwa katika ziara ya kwanza na vikumbusho vinajituma vyenyewe.',
    ),
    cta: {
      title: 'Weka miadi ya mfululizo mzima, si ziara moja moja',
      text: 'Sajili studio yako uuze mfululizo wako wa kwanza wa laser mtandaoni, au omba onyesho uone maelezo ya patch test na vifurushi vikifanya kazi.',
    },
  },
  makeup: {
    title: 'Programu ya miadi kwa wasanii wa vipodozi',
    description:
      'Wasanii wa vipodozi nchini Kenya wanatumia Miadi kwa majaribio ya maharusi na miadi ya sherehe, malipo ya awali kwa M-Pesa yanayoshikilia tarehe, muda wa kusafiri kati ya kumbi na ukurasa wa miadi wenye kazi zako.',
    headline: 'Miadi ya maharusi na sherehe kwa wasanii wa vipodozi wanaosafiri',
    intro:
      'Msimu wa harusi unamaanisha kuanza kazi saa 11 alfajiri (05:00) Karen, jaribio wiki mbili kabla, na bi harusi pamoja na wasindikizaji sita. Miadi inamwezesha bi harusi kuweka miadi ya jaribio na ya siku kuu pamoja, inapokea malipo yako ya awali kwa M-Pesa kushikilia tarehe, na inazuia muda wako wa kusafiri ili usiahidi kumbi mbili kwa wakati mmoja.',
    summary:
      'Majaribio ya maharusi, miadi ya siku ya harusi ukumbini, malipo ya awali na muda wa kusafiri.',
    image: pages.makeup.image,
    audience: {
      intro: 'Wasanii wa vipodozi wa kujitegemea, timu za maharusi na studio za vipodozi.',
      examples: [
        'Wasanii wa maharusi wanaosafiri kwenda kumbi kote Nairobi na mashambani',
        'Studio katikati ya jiji zinazopamba watu kwa picha na sherehe',
        'Wasanii wanaofundisha madarasa ya kujipodoa wikendi',
      ],
    },
    problems: [
      {
        title: 'Tarehe za harusi zinazoshikiliwa kwa ahadi',
        text: 'Malipo ya awali kwa M-Pesa au kadi yanashikilia tarehe, na masharti yako ya kughairi yanaonyeshwa kabla bi harusi hajalipa.',
      },
      {
        title: 'Safari zinazomaliza siku',
        text: 'Ongeza muda wa kusafiri kabla na baada ya kila miadi ya nje, ili kalenda ibaki na nafasi ya kweli.',
      },
      {
        title: 'Kazi zako zinaonekana kwenye Instagram pekee',
        text: 'Ukurasa wako wa miadi unaonyesha mitindo na bei zako, na kitufe cha Weka Miadi kwenye wasifu wako kinaelekeza moja kwa moja huko.',
      },
    ],
    features: [
      {
        slug: 'payment',
        why: 'Malipo ya awali yanayoshikilia tarehe ya harusi, na salio linalolipwa kabla ya siku yenyewe.',
      },
      {
        slug: 'customize-website',
        why: 'Ukurasa wa miadi wenye kazi zako, ukiunganishwa kutoka wasifu wako wa Instagram.',
      },
      {
        slug: 'customer-tracking',
        why: 'Rangi za vipodozi zinazomfaa kila mteja, maelezo ya ngozi na picha za jaribio, tayari kwa siku kuu.',
      },
      {
        slug: 'marketing',
        why: 'Wafikie maharusi mapema kwa ofa za msimu ujao wa harusi.',
      },
    ],
    proof: quote(
      'makeup',
      'Sasa maharusi wanalipa malipo ya awali siku ileile wanayouliza. Nimeacha kushikilia tarehe za watu wanaopotea.',
    ),
    cta: {
      title: 'Shikilia tarehe zako za harusi kwa malipo ya awali',
      text: 'Jisajili ufungue ratiba yako ya msimu, au omba onyesho uone majaribio na siku za harusi zikiwekewa miadi pamoja.',
    },
  },
  tattoo: {
    title: 'Programu ya miadi kwa studio za tatuu na kutoboa',
    description:
      'Studio za tatuu na kutoboa nchini Kenya zinatumia Miadi kwa fomu za mashauriano, malipo ya awali ya mchoro kwa M-Pesa, kazi za vipindi vingi, rekodi za kitambulisho na ridhaa, na vikumbusho vya utunzaji.',
    headline: 'Mashauriano, malipo ya awali na vipindi kwa studio za tatuu na kutoboa',
    intro:
      'Tatuu ya mkono mzima inaanza na mashauriano, picha za mfano na malipo ya awali, muda mrefu kabla ya mstari wa kwanza. Miadi inakusanya wazo, mahali na ukubwa katika fomu ya mashauriano, inapokea malipo ya awali ya mchoro kwa M-Pesa, na inaweka kila kipindi cha kazi kubwa na msanii sahihi.',
    summary:
      'Fomu za mashauriano, malipo ya awali ya mchoro, kazi za vipindi vingi na utunzaji baada ya kutoboa.',
    image: pages.tattoo.image,
    audience: {
      intro: 'Studio za tatuu, wasanii wageni na studio za kutoboa.',
      examples: [
        'Studio za tatuu za michoro maalum Westlands na Kilimani',
        'Watobaji wanaotoboa masikio na pua kwa wanaoingia bila miadi',
        'Wasanii wageni wanaoweka miadi ya wiki moja katika studio ya Nairobi',
      ],
    },
    problems: [
      {
        title: 'Saa za kuchora kwa wateja wanaotoweka',
        text: 'Malipo ya awali ya mchoro yanalipwa kabla hujaanza kuchora, na yanahesabiwa katika kipindi cha mwisho.',
      },
      {
        title: 'Mashauriano yaliyotawanyika kwenye DM',
        text: 'Fomu ya mashauriano inakusanya mahali, ukubwa, picha za mfano na maelezo ya ngozi, na kuyahifadhi kwenye wasifu wa mteja.',
      },
      {
        title: 'Kukagua umri na ridhaa',
        text: 'Andika ukaguzi wa kitambulisho na ridhaa ya mteja kwenye kila miadi, na utume maelekezo ya utunzaji baada ya kila kutoboa.',
      },
    ],
    features: [
      {
        slug: 'customer-tracking',
        why: 'Fomu za mashauriano, picha za mfano na maelezo ya ridhaa kwa kila mteja.',
      },
      {
        slug: 'payment',
        why: 'Malipo ya awali ya mchoro kwa M-Pesa au kadi, yanayotolewa kwenye bei ya mwisho.',
      },
      {
        slug: 'employee-management',
        why: 'Kalenda ya kila msanii, pamoja na wasanii wageni wa wiki moja.',
      },
      {
        slug: 'notifications',
        why: 'Maelekezo ya utunzaji na vikumbusho vya kurekebisha, vinavyotumwa kwa wakati.',
      },
    ],
    proof: quote(
      'tattoo',
      'Fomu ya mashauriano inaniokolea saa nzima ya jumbe kwa kila kazi. Mteja anapoketi tayari najua mahali na ukubwa, na malipo ya awali yamelipwa.',
    ),
    cta: {
      title: 'Pokea malipo ya awali kabla hujachora',
      text: 'Sajili studio yako utume fomu yako ya kwanza ya mashauriano leo, au omba onyesho uone kazi za vipindi vingi zikiwekewa miadi mwanzo hadi mwisho.',
    },
  },
  'pet-grooming': {
    title: 'Programu ya miadi kwa wanaotunza wanyama vipenzi',
    description:
      'Wanaotunza wanyama vipenzi nchini Kenya wanatumia Miadi kwa wasifu wa wanyama wenye maelezo ya chanjo, muda wa kutunza kulingana na aina na manyoya, malipo kwa M-Pesa na jumbe za kuchukua mnyama.',
    headline: 'Miadi ya kutunza wanyama vipenzi, maelezo ya kila mnyama yakiwa kwenye faili',
    intro:
      'Kumpunguzia manyoya German Shepherd na kumkata mtoto wa mbwa wa Maltese kwa mara ya kwanza ni kazi tofauti kabisa. Miadi inaweka wasifu wa kila mnyama wenye aina yake, tabia, mizio na tarehe za chanjo, inaweka muda unaofaa kwa manyoya yake, na inamjulisha mwenye mbwa anapokuwa tayari kuchukuliwa.',
    summary:
      'Wasifu wa wanyama, maelezo ya chanjo, muda wa kutunza kulingana na manyoya, na jumbe za kuchukua.',
    image: pages['pet-grooming'].image,
    audience: {
      intro:
        'Saluni za wanyama, wanaotunza wanyama wanaotembea na kliniki za mifugo zenye chumba cha kutunza.',
      examples: [
        'Saluni za wanyama Karen na Runda zenye kituo cha kuoga na kukausha',
        'Wanaotunza wanyama wanaotembelea nyumba kote Nairobi',
        'Kliniki za mifugo na vituo vya kulaza mbwa vinavyotoa huduma ya kutunza pia',
      ],
    },
    problems: [
      {
        title: 'Wanyama wasio na chanjo za sasa',
        text: 'Tarehe za chanjo ya kichaa cha mbwa na nyinginezo ziko kwenye wasifu wa kila mnyama, ili uzione kabla ya miadi.',
      },
      {
        title: 'Mwenye mbwa mmoja, mbwa watatu',
        text: 'Weka miadi ya wanyama kadhaa katika ziara moja chini ya jina la mwenyewe, kila mmoja na huduma na maelezo yake.',
      },
      {
        title: 'Mbwa wanaosubiri saa nyingi kuchukuliwa',
        text: 'Mtumie mwenyewe ujumbe mara tu kazi ya kutunza inapokamilika.',
      },
    ],
    features: [
      {
        slug: 'customer-tracking',
        why: 'Wasifu wa kila mnyama: aina, manyoya, tabia, mizio na chanjo.',
      },
      {
        slug: 'notifications',
        why: 'Vikumbusho vya utunzaji unaofuata, na ujumbe kwamba mnyama yuko tayari kuchukuliwa.',
      },
      {
        slug: 'payment',
        why: 'Wenye wanyama wanalipa kwa M-Pesa au kadi wanapoweka miadi, au wanapochukua.',
      },
      {
        slug: 'market-place',
        why: 'Wenye wanyama vipenzi wapya katika eneo lako wanakupata katika soko la Miadi.',
      },
    ],
    proof: quote(
      'pet-grooming',
      'Wasifu wa kila mbwa unatuonya kuhusu wale wenye woga na mizio kabla hawajaingia, na wenye mbwa wanaupenda ujumbe wa kuwajulisha kuwa mbwa wao yuko tayari.',
    ),
    cta: {
      title: 'Mpe kila mnyama wasifu na kila mwenye mnyama kikumbusho',
      text: 'Sajili biashara yako ya kutunza wanyama upokee miadi mtandaoni, au omba onyesho uone wasifu wa wanyama ukifanya kazi.',
    },
  },
  'massage-therapy': {
    title: 'Programu ya miadi kwa watabibu wa masaji na spa',
    description:
      'Watabibu wa masaji na spa nchini Kenya wanatumia Miadi kuweka miadi ya watabibu na vyumba pamoja, kuhifadhi maelezo ya afya, kuuza vifurushi na kupokea malipo kwa M-Pesa au kadi.',
    headline: 'Miadi tulivu kwa watabibu wa masaji na spa',
    intro:
      'Masaji ya deep-tissue ya dakika 90 inahitaji mtabibu, chumba na muda wa kukiandaa upya baadaye. Miadi inaweka miadi ya vitatu hivyo pamoja, inahifadhi nguvu ya masaji anayopenda kila mteja na maelezo yake ya afya, na inawawezesha wapenzi kuweka miadi kando kwa kando.',
    summary:
      'Watabibu na vyumba vinavyowekewa miadi pamoja, maelezo ya afya, matibabu ya wapenzi na vifurushi.',
    image: pages['massage-therapy'].image,
    audience: {
      intro: 'Spa zisizo za hoteli, spa za hoteli, vituo vya ustawi na watabibu wanaotembea.',
      examples: [
        'Spa za Karen na Runda zenye vyumba kadhaa vya matibabu',
        'Spa za hoteli na za gym Westlands',
        'Watabibu wanaotembelea nyumba na ofisi',
      ],
    },
    problems: [
      {
        title: 'Watabibu wawili, chumba kimoja',
        text: 'Miadi ya rasilimali inahifadhi chumba cha matibabu au chumba cha wapenzi pamoja na mtabibu, ili vyumba visiwekewe miadi mara mbili.',
      },
      {
        title: 'Maswali yaleyale ya afya kila ziara',
        text: 'Majeraha, ujauzito na nguvu ya masaji anayopenda yanabaki kwenye wasifu wa mteja ili mtabibu ayasome kabla.',
      },
      {
        title: 'Asubuhi tulivu za siku za wiki',
        text: 'Chapisha ofa ya siku katika soko la Miadi ili kujaza saa zisizo na shughuli.',
      },
    ],
    features: [
      {
        slug: 'employee-management',
        why: 'Watabibu, vyumba vya matibabu na chumba cha wapenzi vinawekewa miadi pamoja.',
      },
      {
        slug: 'customer-tracking',
        why: 'Maelezo ya afya na mapendeleo ambayo mtabibu anasoma kabla ya kipindi.',
      },
      {
        slug: 'invoicing',
        why: 'Vifurushi na vocha za zawadi kwa siku za kuzaliwa na maadhimisho.',
      },
      {
        slug: 'market-place',
        why: 'Ofa za kila siku zinazojaza asubuhi zako tulivu za siku za wiki.',
      },
    ],
    proof: { testimonial: testimonials[2] },
    cta: {
      title: 'Wateja waweke miadi ya utulivu wao kwa kugusa mara chache',
      text: 'Sajili spa yako ufungue vyumba vyako vya matibabu kwa miadi ya mtandaoni, au omba onyesho na timu yetu.',
    },
  },
  'physical-therapy': {
    title: 'Programu ya miadi kwa kliniki za fiziotherapia',
    description:
      'Wataalamu wa fiziotherapia nchini Kenya wanatumia Miadi kuweka mipango ya matibabu, kuhifadhi maelezo ya siri ya vipindi, kuwakumbusha wagonjwa kila kipindi na kutoa ankara kwa bima.',
    headline: 'Miadi na rekodi za matibabu kwa kliniki za fiziotherapia',
    intro:
      'Kupona baada ya upasuaji wa goti kunamaanisha wiki za vipindi, mazoezi ya nyumbani na maelezo ya maendeleo. Miadi inaweka mpango mzima wa matibabu, inahifadhi maelezo ya kila mgonjwa pamoja na historia yake, inamkumbusha kila kipindi, na inatoa ankara yenye kila huduma ambayo anaweza kuipeleka kwa bima yake.',
    summary:
      'Mipango ya matibabu ya vipindi vingi, maelezo ya siri ya kitabibu na ankara kwa bima.',
    image: pages['physical-therapy'].image,
    audience: {
      intro:
        'Wataalamu wa fiziotherapia, kliniki za urekebishaji wa michezo na watabibu wanaotembelea nyumbani.',
      examples: [
        'Kliniki karibu na hospitali za Upper Hill na Parklands',
        'Wataalamu wa fiziotherapia ya michezo wanaofanya kazi na vilabu, wakimbiaji na timu za shule',
        'Watabibu wanaowatembelea wagonjwa nyumbani baada ya upasuaji',
      ],
    },
    problems: [
      {
        title: 'Wagonjwa wanaoacha katikati',
        text: 'Kikumbusho kabla ya kila kipindi, na ukumbusho wa kuweka miadi tena mpango unapokuwa bado na vipindi vilivyobaki.',
      },
      {
        title: 'Maelezo yaliyo kwenye mafaili ya karatasi',
        text: 'Tathmini, maelezo ya vipindi na mazoezi ya nyumbani yanabaki kwenye wasifu wa mgonjwa, yakiwa wazi kwa wataalamu wako pekee.',
      },
      {
        title: 'Makaratasi ya bima',
        text: 'Ankara zenye maelezo ya mgonjwa na kila kipindi, tayari kudai kutoka kwa bima yake.',
      },
    ],
    features: [
      {
        slug: 'customer-tracking',
        why: 'Tathmini na maelezo ya vipindi yanahifadhiwa pamoja na kila mgonjwa.',
      },
      {
        slug: 'notifications',
        why: 'Vikumbusho vinavyowafanya wagonjwa waendelee kuja hadi mpango ukamilike.',
      },
      {
        slug: 'invoicing',
        why: 'Ankara zenye kila huduma ambazo wagonjwa wanaweza kudai kutoka kwa bima yao.',
      },
      {
        slug: 'reports',
        why: 'Ona wagonjwa wangapi wanakamilisha mipango yao, mtabibu kwa mtabibu.',
      },
    ],
    proof: quote(
      'physical-therapy',
      'Sasa wagonjwa wanakamilisha mipango yao ya matibabu, kwa sababu kikumbusho kinafika kabla ya kila kipindi. Ankara yao ya bima iko tayari kabla hawajaondoka.',
    ),
    cta: {
      title: 'Mweke kila mgonjwa kwenye njia ya kupona',
      text: 'Sajili kliniki yako uweke mipango ya matibabu mtandaoni, au omba onyesho uone maelezo ya wagonjwa na ankara pamoja.',
    },
  },
  'personal-trainers': {
    title: 'Programu ya miadi kwa wakufunzi binafsi',
    description:
      'Wakufunzi binafsi nchini Kenya wanatumia Miadi kuuza vifurushi vya vipindi, kuweka miadi na wateja gym, nje au mtandaoni, kufuatilia maendeleo na kulipwa kwa M-Pesa.',
    headline: 'Uza vipindi na vifurushi kama mkufunzi binafsi',
    intro:
      'Wiki yako ni vipindi vya saa 12 asubuhi (06:00) katika Msitu wa Karura, wateja wa mchana katika gym ya ofisi na darasa la moja kwa moja usiku. Miadi inaweka kila kimoja mahali sahihi, inauza vifurushi vya vipindi vinavyolipwa mapema kwa M-Pesa, na inahifadhi maendeleo ya kila mteja mahali pamoja.',
    summary: 'Vifurushi vya vipindi, maelezo ya maendeleo, vipindi gym, nje au mtandaoni.',
    image: pages['personal-trainers'].image,
    audience: {
      intro: 'Wakufunzi wa kujitegemea, wakufunzi wanaokodi nafasi gym na wakufunzi wa mtandaoni.',
      examples: [
        'Wakufunzi wa kujitegemea wanaofanya kazi katika gym kadhaa za Nairobi',
        'Wakufunzi wa bootcamp za nje katika misitu ya Karura na Ngong Road',
        'Wakufunzi wanaowafundisha wateja mtandaoni kupitia matangazo ya moja kwa moja',
      ],
    },
    problems: [
      {
        title: 'Kufuatilia malipo baada ya kila kipindi',
        text: 'Uza vifurushi na uanachama wa kila mwezi unaolipwa mapema, na uone kila mteja amebakiwa na vipindi vingapi.',
      },
      {
        title: 'Kughairi kwa kuchelewa kunakukosesha saa nzima',
        text: 'Weka muda wa mwisho wa kughairi na utoze ada mteja anapoghairi kwa kuchelewa.',
      },
      {
        title: 'Maendeleo yanayopotea kati ya vipindi',
        text: 'Rekodi uzito, vipimo na malengo kwenye wasifu wa kila mteja na myapitie pamoja.',
      },
    ],
    features: [
      {
        slug: 'invoicing',
        why: 'Vifurushi vya vipindi na uanachama wa kila mwezi, vinavyolipwa mapema.',
      },
      {
        slug: 'payment',
        why: 'Malipo kwa M-Pesa na kadi, na ada kwa kughairi kwa kuchelewa.',
      },
      {
        slug: 'live-stream',
        why: 'Wafundishe wateja mtandaoni wasipoweza kufika.',
      },
      {
        slug: 'customer-tracking',
        why: 'Malengo, vipimo na maendeleo kwenye wasifu wa kila mteja.',
      },
    ],
    proof: quote(
      'personal-trainers',
      'Wateja wananunua kifurushi na kujiwekea miadi wenyewe. Jioni zangu ninapumzika, sifuatilii jumbe za M-Pesa.',
    ),
    cta: {
      title: 'Tumia muda wako kufundisha, si kufuatilia malipo',
      text: 'Jisajili uuze kifurushi chako cha kwanza leo, au omba onyesho uone jinsi gym na wakufunzi wanavyoendeshwa kwa Miadi.',
    },
  },
  'yoga-pilates': {
    title: 'Programu ya miadi kwa studio za yoga na Pilates',
    description:
      'Studio za yoga na Pilates nchini Kenya zinaendesha miadi ya madarasa kwa Miadi: idadi halisi ya darasa, miadi ya reformer, pasi za madarasa na uanachama, orodha za kusubiri na madarasa ya moja kwa moja.',
    headline: 'Miadi ya madarasa kwa studio za yoga na Pilates',
    intro:
      'Darasa la reformer lina nafasi sawa kabisa na idadi ya mashine za reformer. Miadi inaweka kikomo cha kila darasa kwa idadi yake halisi, inawawezesha wanachama kuchagua reformer fulani au mahali pa mkeka, inapandisha orodha ya kusubiri mtu anapoghairi, na inatangaza madarasa moja kwa moja kwa wanaofanya mazoezi nyumbani.',
    summary:
      'Idadi ya darasa, miadi ya reformer, pasi za madarasa, orodha za kusubiri na madarasa ya moja kwa moja.',
    image: pages['yoga-pilates'].image,
    audience: {
      intro: 'Studio za yoga, studio za Pilates na reformer, na walimu wanaokodi nafasi.',
      examples: [
        'Studio za reformer Westlands na Lavington',
        'Studio za yoga na mapumziko ya wikendi Karen',
        'Walimu wanaoendesha madarasa katika kumbi na bustani za kukodi',
      ],
    },
    problems: [
      {
        title: 'Darasa lililojaa lenye mikeka tupu',
        text: 'Mwanachama anapoghairi, mtu wa kwanza kwenye orodha ya kusubiri anapewa nafasi hiyo papo hapo.',
      },
      {
        title: 'Pasi za madarasa zinazofuatiliwa kwenye daftari',
        text: 'Uza vifurushi vya madarasa na uanachama wa kila mwezi; kila miadi inatumia salio moja na wanachama wanaona kilichobaki.',
      },
      {
        title: 'Wanafunzi wasioweza kufika',
        text: 'Tangaza darasa moja kwa moja na uwaruhusu wanachama kuweka miadi ya nafasi ya mtandaoni kama nyingine yoyote.',
      },
    ],
    features: [
      {
        slug: 'notifications',
        why: 'Orodha ya kusubiri inayojaza kila mkeka na reformer iliyoghairiwa.',
      },
      {
        slug: 'invoicing',
        why: 'Vifurushi vya madarasa na uanachama unaojihuisha wenyewe.',
      },
      {
        slug: 'live-stream',
        why: 'Nafasi za mtandaoni katika kila darasa kwa wanachama walio nyumbani.',
      },
      {
        slug: 'employee-management',
        why: 'Walimu, vyumba na mashine za reformer katika ratiba moja.',
      },
    ],
    proof: quote(
      'yoga-pilates',
      'Madarasa yetu ya reformer yanajaa kutoka orodha ya kusubiri kila mtu anapoghairi. Siitumii tena asubuhi kuwatumia wanafunzi jumbe mmoja mmoja.',
    ),
    cta: {
      title: 'Jaza kila mkeka na kila reformer',
      text: 'Sajili studio yako uchapishe ratiba yako, au omba onyesho uone pasi za madarasa na orodha za kusubiri zikifanya kazi.',
    },
  },
  coaching: {
    title: 'Programu ya miadi kwa wakufunzi wa maisha, kazi na michezo',
    description:
      'Wakufunzi wa maisha, kazi na michezo nchini Kenya wanatumia Miadi kuweka miadi ya simu za utambulisho na programu, kukutana na wateja mtandaoni au ana kwa ana, kuhifadhi maelezo na kupokea malipo.',
    headline: 'Ratiba na malipo kwa wakufunzi wa maisha, kazi na michezo',
    intro:
      'Ukufunzi unaanza na simu ya bure ya kufahamiana na kukua kuwa programu ya vipindi. Miadi inachapisha nyakati zako zilizo wazi, inaweka miadi ya simu hiyo, inaigeuza kuwa programu ya kulipia yenye vipindi ana kwa ana au mtandaoni, na inahifadhi maelezo yako kati ya vipindi kwa siri.',
    summary:
      'Simu za kufahamiana, programu za ukufunzi, maelezo ya siri ya vipindi na vipindi vya mtandaoni.',
    image: pages.coaching.image,
    audience: {
      intro: 'Wakufunzi wa maisha, kazi, biashara na michezo.',
      examples: [
        'Wakufunzi wa viongozi na wa kazi wanaokutana na wateja Upper Hill na mtandaoni',
        'Wakufunzi wa mpira wa miguu, tenisi na kuogelea kwa watoto na watu wazima',
        'Wakufunzi wa ustawi na lishe wenye wateja kote Kenya',
      ],
    },
    problems: [
      {
        title: 'Kwenda na kurudi kutafuta wakati',
        text: 'Wateja wanachagua mojawapo ya nyakati zako zilizo wazi kwenye ukurasa wako wa miadi na wanapata uthibitisho papo hapo.',
      },
      {
        title: 'Programu zinazolipwa kipindi kwa kipindi',
        text: 'Uza programu kwa ankara moja au kwa awamu za kila mwezi, zinazolipwa kwa kadi au M-Pesa.',
      },
      {
        title: 'Wateja walio katika mji mwingine',
        text: 'Endesha vipindi kwa matangazo ya moja kwa moja, wakijiunga moja kwa moja kutoka kwenye miadi.',
      },
    ],
    features: [
      {
        slug: 'customize-website',
        why: 'Ukurasa wa miadi kwa simu za kufahamiana, ukiunganishwa kutoka wasifu wako na sahihi ya barua pepe.',
      },
      {
        slug: 'invoicing',
        why: 'Programu zinazotumiwa ankara kamili au kwa awamu za kila mwezi.',
      },
      {
        slug: 'live-stream',
        why: 'Vipindi vya mtandaoni kwa wateja walio popote nchini.',
      },
      {
        slug: 'customer-tracking',
        why: 'Maelezo ya siri na malengo, kipindi baada ya kipindi.',
      },
    ],
    proof: {
      figure: professionals,
      text: 'Wakufunzi wanapokea miadi yao pamoja na wasusi na wataalamu zaidi ya 2,000 walio tayari kwenye Miadi.',
    },
    cta: {
      title: 'Geuza simu za kufahamiana kuwa programu zilizowekewa miadi',
      text: 'Jisajili ushiriki ukurasa wako wa miadi leo, au omba onyesho nasi tutaweka programu yako ya kwanza pamoja nawe.',
    },
  },
  'dance-studios': {
    title: 'Programu ya miadi kwa studio za densi',
    description:
      'Studio za densi nchini Kenya zinaendeshwa kwa Miadi: ratiba ya madarasa ya kila wiki, ada za muhula na uanachama unaolipwa kwa M-Pesa, akaunti za wazazi kwa madarasa ya watoto na masomo ya faragha.',
    headline: 'Ratiba, ada za muhula na maonyesho kwa studio za densi',
    intro:
      'Afro-fusion Jumatatu, ballet ya watoto Jumamosi asubuhi, na masomo ya densi ya kwanza ya wapenzi kabla ya harusi yao. Miadi inachapisha ratiba yako, inatoza ada za muhula au uanachama wa kila mwezi, na inawawezesha wazazi kuweka miadi na kulipia madarasa ya watoto wao.',
    summary: 'Ratiba za kila wiki, ada za muhula, madarasa ya watoto na masomo ya faragha.',
    image: pages['dance-studios'].image,
    audience: {
      intro: 'Shule za densi, studio na walimu wa kujitegemea.',
      examples: [
        'Shule za densi zenye madarasa ya watoto baada ya shule na Jumamosi',
        'Studio za watu wazima Kilimani zinazofundisha salsa, kizomba na Afro-fusion',
        'Walimu wanaowafundisha wachumba densi yao ya kwanza',
      ],
    },
    problems: [
      {
        title: 'Ada za muhula zinazokusanywa kwa mkono',
        text: 'Toza ada za muhula au uanachama wa kila mwezi, unaolipwa kwa M-Pesa au kadi, pamoja na ankara ambayo wazazi wanaweza kuhifadhi.',
      },
      {
        title: 'Sakafu ya studio iliyojaa kupita kiasi',
        text: 'Weka kikomo cha kila darasa kulingana na uwezo wa sakafu, na orodha ya kusubiri kwa madarasa maarufu.',
      },
      {
        title: 'Wazazi wanaokosa ujumbe',
        text: 'Tuma mabadiliko ya ratiba, saa za mazoezi na tarehe za maonyesho kwa kila familia ya darasa kwa mara moja.',
      },
    ],
    features: [
      {
        slug: 'invoicing',
        why: 'Ada za muhula na uanachama, pamoja na ankara kwa wazazi.',
      },
      {
        slug: 'notifications',
        why: 'Jumbe za mazoezi na maonyesho kwa darasa zima kwa mara moja.',
      },
      {
        slug: 'marketing',
        why: 'Jaza darasa jipya kwa ofa kwa wanafunzi wa zamani.',
      },
      {
        slug: 'live-stream',
        why: 'Madarasa ya mtandaoni kwa wanafunzi wasioweza kufika.',
      },
    ],
    proof: quote(
      'dance-studios',
      'Wazazi wanalipa ada za muhula kwa M-Pesa moja kwa moja kutoka kwenye ankara, na naweza kuona nani amelipa kabla darasa halijaanza. Foleni ya Jumamosi mlangoni imekwisha.',
    ),
    cta: {
      title: 'Tumia mazoezi kucheza densi, si kukusanya ada',
      text: 'Sajili studio yako uchapishe ratiba ya muhula huu, au omba onyesho na timu yetu.',
    },
  },
  'photography-videography': {
    title: 'Programu ya miadi kwa wapiga picha na wapiga video',
    description:
      'Wapiga picha na wapiga video nchini Kenya wanatumia Miadi kuuza vifurushi vya upigaji picha, kuweka miadi ya studio na vifaa, kupokea malipo ya awali kwa M-Pesa na kutuma ankara ya salio kabla ya kukabidhi kazi.',
    headline: 'Upigaji picha, malipo ya awali na salio kwa wapiga picha na wapiga video',
    intro:
      'Picha ya mahafali inachukua dakika 60 studio; harusi inachukua siku nzima na ziara ya kukagua mahali. Miadi inauza kila kifurushi na muda wake, inaweka miadi ya studio au mahali, inapokea malipo ya awali, na inatuma ankara ya salio kabla hujakabidhi picha.',
    summary:
      'Vifurushi vya upigaji picha, miadi ya studio na vifaa, malipo ya awali na ankara za salio.',
    image: pages['photography-videography'].image,
    audience: {
      intro: 'Wapiga picha wa picha za watu, sherehe na harusi, wapiga video na studio za kukodi.',
      examples: [
        'Studio za picha katikati ya jiji, zenye shughuli nyingi msimu wa mahafali',
        'Timu za picha na video za harusi zinazosafiri kote Kenya',
        'Studio zinazokodisha nafasi na taa kwa saa',
      ],
    },
    problems: [
      {
        title: 'Tarehe zinazoshikiliwa bila malipo ya awali',
        text: 'Upigaji picha unathibitishwa tu malipo ya awali yanapolipwa kwa M-Pesa, kadi au Apple Pay.',
      },
      {
        title: 'Migongano ya studio na vifaa',
        text: 'Weka miadi ya studio, mandhari ya nyuma au drone kama rasilimali pamoja na mpiga picha.',
      },
      {
        title: 'Kufuatilia salio baada ya kukabidhi',
        text: 'Tuma ankara ya salio pamoja na picha za kuonja, na uone ni kazi zipi zimelipwa kikamilifu.',
      },
    ],
    features: [
      {
        slug: 'payment',
        why: 'Malipo ya awali yanayothibitisha upigaji picha, kwa M-Pesa, kadi au Apple Pay.',
      },
      {
        slug: 'invoicing',
        why: 'Ankara za salio zinazotumwa kabla picha hazijatolewa.',
      },
      {
        slug: 'employee-management',
        why: 'Wapiga picha, studio na vifaa vinawekewa miadi kama kitu kimoja.',
      },
      {
        slug: 'customize-website',
        why: 'Vifurushi vyako na kazi zako kwenye ukurasa wako wa miadi.',
      },
    ],
    proof: quote(
      'photography-videography',
      'Msimu wa mahafali ulikuwa ukimaanisha daftari lililojaa nyakati zilizofutwa. Sasa familia zinaweka miadi mtandaoni na malipo ya awali yanaingia kabla hawajafika.',
    ),
    cta: {
      title: 'Pata malipo ya awali kabla kamera haijabofya',
      text: 'Jisajili uweke vifurushi vyako mtandaoni, au omba onyesho uone miadi ya studio na vifaa ikifanya kazi.',
    },
  },
  'digital-influencers': {
    title: 'Programu ya miadi kwa wenye ushawishi na watayarishaji wa maudhui',
    description:
      'Watayarishaji wa maudhui nchini Kenya wanatumia Miadi kwa ukurasa mmoja wa miadi wa ushirikiano na chapa, vipindi vya kulipia vya mtu mmoja, warsha za moja kwa moja na mauzo ya bidhaa.',
    headline: 'Ushirikiano na chapa, vipindi vya kulipia na bidhaa kwa watayarishaji wa maudhui',
    intro:
      'Chapa zinauliza kwenye DM zako, wafuasi wanataka ushauri wa mtu mmoja mmoja, na hadhira yako ingelipia nafasi ya warsha. Miadi inaweka yote hayo nyuma ya kiungo kimoja kwenye wasifu wako: chapa zinaweka miadi ya simu ya ushirikiano, wafuasi wanalipia vipindi kwa M-Pesa au kadi, na warsha zako zinatangazwa moja kwa moja.',
    summary:
      'Kiungo kimoja kwenye wasifu kwa maombi ya chapa, vipindi vya kulipia, warsha za moja kwa moja na bidhaa.',
    image: pages['digital-influencers'].image,
    audience: {
      intro: 'Wenye ushawishi mitandaoni, watayarishaji wa maudhui na mameneja wanaowawekea kazi.',
      examples: [
        'Watayarishaji wa maudhui ya urembo, chakula na mitindo wanaofanya kazi na chapa za Kenya',
        'Watayarishaji wanaouza vipindi vya mtu mmoja na madarasa ya ustadi',
        'Mameneja wa vipaji wanaowawekea watayarishaji kadhaa miadi ya kuonekana',
      ],
    },
    problems: [
      {
        title: 'Maombi ya chapa yanayopotea kwenye DM',
        text: 'Fomu ya ushirikiano kwenye ukurasa wako wa miadi inakusanya chapa, maelezo ya kazi na tarehe kabla ya simu.',
      },
      {
        title: 'Wafuasi wanaotarajia muda wako bure',
        text: 'Uza vipindi vya kulipia na nafasi za madarasa ya ustadi, vinavyolipwa kabla ya kuwekewa miadi.',
      },
      {
        title: 'Bidhaa zinazouzwa kwa picha za skrini',
        text: 'Uza bidhaa na presets kutoka duka lako la mtandaoni, zikilipwa kwa M-Pesa au kadi.',
      },
    ],
    features: [
      {
        slug: 'customize-website',
        why: 'Ukurasa mmoja wa miadi kwa kiungo kwenye wasifu wako.',
      },
      {
        slug: 'live-stream',
        why: 'Warsha na madarasa ya ustadi ya kulipia, yanayotangazwa moja kwa moja.',
      },
      {
        slug: 'payment',
        why: 'Vipindi na bidhaa vinavyolipwa kwa M-Pesa, kadi au Apple Pay.',
      },
      {
        slug: 'marketing',
        why: 'Tangaza warsha mpya kwa kila aliyeweka miadi ya iliyopita.',
      },
    ],
    proof: quote(
      'digital-influencers',
      'Ukurasa wangu wa Miadi ndio kiungo kwenye wasifu wangu. Chapa zinaweka miadi ya simu maelezo ya kazi yakiwa tayari yamejazwa, na wafuasi wanalipia nafasi za warsha bila DM hata moja.',
      'Mtayarishaji wa maudhui ya mtindo wa maisha, Nairobi',
    ),
    cta: {
      title: 'Kiungo kimoja kwa kila chapa, miadi na mauzo',
      text: 'Jisajili uweke ukurasa wako wa miadi kwenye wasifu wako leo, au omba onyesho na timu yetu.',
    },
  },
  'dj-mc-services': {
    title: 'Programu ya miadi kwa ma-DJ na ma-MC',
    description:
      'Ma-DJ na ma-MC nchini Kenya wanatumia Miadi kupokea miadi ya sherehe yenye tarehe, ukumbi na saa, kushikilia tarehe kwa malipo ya awali ya M-Pesa na kutuma ankara ya salio kabla ya sherehe.',
    headline: 'Miadi ya sherehe na malipo ya awali kwa ma-DJ na ma-MC',
    intro:
      'Sherehe ya harusi Naivasha, sherehe ya mwisho wa mwaka ya kampuni Westlands na kazi ya kila Ijumaa: kila miadi ni tarehe, ukumbi na idadi ya saa. Miadi inapokea ombi pamoja na maelezo yote ya sherehe, inashikilia tarehe malipo ya awali yanapoingia kwa M-Pesa, na inatuma ankara ya salio kabla ya siku yenyewe.',
    summary:
      'Maombi ya sherehe yenye ukumbi na saa, malipo ya awali yanayoshikilia tarehe, ankara za salio.',
    image: pages['dj-mc-services'].image,
    audience: {
      intro: 'Ma-DJ, ma-MC, bendi na kampuni za burudani.',
      examples: [
        'Ma-DJ na ma-MC wa harusi wanaowekewa miadi miezi kadhaa kabla',
        'Ma-DJ wa klabu wenye nafasi za kudumu kila wiki',
        'Kampuni za burudani zenye ma-DJ, ma-MC na timu za sauti kadhaa',
      ],
    },
    problems: [
      {
        title: 'Jumamosi ileile imeahidiwa mara mbili',
        text: 'Tarehe iliyowekewa miadi inaondoka kwenye kalenda yako kwa kila mtu mwingine, kwa kila DJ na MC katika timu yako.',
      },
      {
        title: 'Malipo ya awali yanayoahidiwa na hayalipwi',
        text: 'Tarehe inashikiliwa tu malipo ya awali yanapolipwa, na masharti yako ya kughairi yanakubaliwa mapema.',
      },
      {
        title: 'Maelezo ya sherehe yanayopotea kwenye WhatsApp',
        text: 'Ukumbi, muda, nyimbo zinazoombwa na majina ya maharusi yako kwenye miadi, pamoja na kikumbusho kwa mteja kabla ya siku yenyewe.',
      },
    ],
    features: [
      {
        slug: 'payment',
        why: 'Malipo ya awali kwa M-Pesa au kadi yanayoshikilia tarehe.',
      },
      {
        slug: 'invoicing',
        why: 'Ankara za salio zinazotumwa kabla ya sherehe.',
      },
      {
        slug: 'employee-management',
        why: 'Ma-DJ, ma-MC na vifaa vya sauti vinawekewa miadi kwa sherehe moja.',
      },
      {
        slug: 'customer-tracking',
        why: 'Maelezo ya kila sherehe na nyimbo zinazoombwa pamoja na mteja.',
      },
    ],
    proof: quote(
      'dj-mc-services',
      'Hakuna tena harusi mbili Jumamosi moja. Tarehe inashikiliwa tu malipo ya awali yanapoingia, na mteja anajua masharti tangu mwanzo.',
    ),
    cta: {
      title: 'Funga tarehe zako kwa malipo ya awali',
      text: 'Jisajili ufungue kalenda yako ya sherehe, au omba onyesho uone malipo ya awali na ankara za salio zikifanya kazi.',
    },
  },
  'accounting-tax': {
    title: 'Programu ya miadi kwa wahasibu na washauri wa kodi',
    description:
      'Wahasibu na washauri wa kodi nchini Kenya wanatumia Miadi kuweka miadi ya mashauriano, kukabili msongamano wa kuwasilisha ritani za KRA mwezi Juni, kutuma orodha za nyaraka na kutoa ankara za ada za kila mwezi.',
    headline: 'Miadi ya wateja kwa wahasibu na washauri wa kodi',
    intro:
      'Kila Juni, nusu ya nchi inakumbuka ritani zake za KRA kwa wakati mmoja. Miadi inawawezesha wateja kuweka miadi ya kuwasilisha ritani katika nafasi za dakika 20 au 30, inawaambia nyaraka za kuleta, na inatoa ankara ya ada au ya malipo ya kila mwezi, inayolipwa kwa M-Pesa au kadi.',
    summary:
      'Mashauriano, msongamano wa ritani wa Juni, orodha za nyaraka na ankara za ada za kila mwezi.',
    image: pages['accounting-tax'].image,
    audience: {
      intro: 'Kampuni za uhasibu, washauri wa kodi na watunza hesabu.',
      examples: [
        'Kampuni ndogo zinazowasilisha ritani za KRA kwa wafanyakazi na biashara ndogo',
        'Watunza hesabu wanaolipwa kila mwezi na maduka na saluni za mtaani',
        'Washauri wanaotoa ushauri kuhusu usajili wa kampuni na mishahara',
      ],
    },
    problems: [
      {
        title: 'Msongamano wa msimu wa ritani',
        text: 'Fungua nafasi za ziada za miadi kwa Juni na uwaache wateja wachague wakati, badala ya kupanga foleni mlangoni pako siku ya mwisho.',
      },
      {
        title: 'Wateja wanaofika bila nyaraka zao',
        text: 'Uthibitisho na kikumbusho vinaorodhesha cha kuleta: fomu ya P9, PIN ya KRA, taarifa za benki.',
      },
      {
        title: 'Ada za kila mwezi zinazolipwa kwa kuchelewa',
        text: 'Ankara za ada za kila mwezi zinajituma zenyewe, na unaona nani amelipa.',
      },
    ],
    features: [
      {
        slug: 'notifications',
        why: 'Vikumbusho vinavyoorodhesha nyaraka ambazo kila miadi inahitaji.',
      },
      {
        slug: 'invoicing',
        why: 'Ada za kuwasilisha ritani na ada za kila mwezi, zikitolewa ankara na kufuatiliwa.',
      },
      {
        slug: 'customer-tracking',
        why: 'PIN ya kila mteja, ritani zilizopita na maelezo mahali pamoja.',
      },
      {
        slug: 'reports',
        why: 'Ona ni huduma na wateja gani wanaoingizia kampuni yako pesa.',
      },
    ],
    proof: {
      figure: partnerBusinesses,
      text: 'Kampuni yako inajiunga na biashara washirika zaidi ya 750 ambazo tayari zinaendesha miadi yao kwa Miadi.',
    },
    cta: {
      title: 'Kuwa tayari kabla ya msongamano wa Juni',
      text: 'Sajili kampuni yako ufungue nafasi za msimu wa ritani, au omba onyesho na timu yetu.',
    },
  },
  'legal-services': {
    title: 'Programu ya miadi kwa mawakili na kampuni za mawakili',
    description:
      'Mawakili na kampuni za mawakili nchini Kenya wanatumia Miadi kuweka miadi ya mashauriano ya kulipia, kukusanya maelezo ya shauri kabla ya mkutano, kuhifadhi rekodi za wateja kwa siri na kutuma hati za ada.',
    headline: 'Miadi ya siri ya mashauriano kwa mawakili na kampuni za mawakili',
    intro:
      'Mashauriano ya kwanza ndipo mteja anaamua kukupa kazi, na yanapaswa kuanza na ukweli, si kupigiana simu bila kupatana. Miadi inawawezesha wateja kuweka miadi ya mashauriano na wakili sahihi, kulipa ada ya mashauriano mapema, na kueleza maelezo ya shauri katika fomu ambayo kampuni yako pekee inaweza kusoma.',
    summary:
      'Mashauriano ya kulipia, maelezo ya kukagua mgongano wa maslahi, rekodi za siri na hati za ada.',
    image: pages['legal-services'].image,
    audience: {
      intro: 'Mawakili, kampuni za mawakili na kliniki za msaada wa kisheria.',
      examples: [
        'Kampuni za Upper Hill na katikati ya jiji zinazotoa mashauriano ya kwanza ya kulipia',
        'Mawakili wanaoshughulikia uhamisho wa mali, masuala ya familia na ya ajira',
        'Kliniki za msaada wa kisheria zinazoendesha siku za ushauri bure kwa miadi',
      ],
    },
    problems: [
      {
        title: 'Mashauriano yanayowekewa miadi na kutohudhuriwa',
        text: 'Toza ada ya mashauriano mapema kwa M-Pesa au kadi, masharti yako ya kughairi yakiwa yameelezwa.',
      },
      {
        title: 'Maelezo ya siri kwenye mazungumzo ya wazi',
        text: 'Maelezo ya shauri yanaingia kwenye rekodi ya mteja, ambayo ni watu uliowaongeza kwenye kampuni yako pekee wanaoweza kuifungua, si kwenye mazungumzo ya WhatsApp.',
      },
      {
        title: 'Kukagua mgongano wa maslahi mlangoni',
        text: 'Uliza majina ya wahusika wengine mashauriano yanapowekewa miadi, ili mgongano wa maslahi ukaguliwe kabla ya mkutano.',
      },
    ],
    features: [
      {
        slug: 'customer-tracking',
        why: 'Rekodi za siri za wateja na maelezo ya mashauri.',
      },
      {
        slug: 'payment',
        why: 'Ada za mashauriano zinazolipwa mapema kwa M-Pesa au kadi.',
      },
      {
        slug: 'invoicing',
        why: 'Hati za ada zenye kila hudhurio likiorodheshwa.',
      },
      {
        slug: 'employee-management',
        why: 'Ratiba ya kila wakili, siku za mahakama zikiwa zimezuiwa.',
      },
    ],
    proof: {
      figure: appointmentsBooked,
      text: 'Zaidi ya miadi 500 imewekwa kupitia Miadi; mashauriano ya kisheria yanawekewa miadi kwa njia ileile.',
    },
    cta: {
      title: 'Anza kila mashauriano kwa ukweli',
      text: 'Sajili kampuni yako ufungue ratiba yako ya mashauriano, au omba onyesho la siri la kukuonyesha jinsi inavyofanya kazi.',
    },
  },
} satisfies Translation<typeof en.businessTypePages>;

export const linkedBusinessTypeCards = {
  '/gym-fitness': {
    ...en.linkedBusinessTypeCards['/gym-fitness'],
    summary: 'Uanachama, ratiba ya madarasa na soko la Miadi kwa gym na vituo vya mazoezi.',
  },
} satisfies Translation<typeof en.linkedBusinessTypeCards>;

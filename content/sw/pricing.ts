import type { Translation } from '@/content/i18n/types';
import * as en from '@/content/pricing';

/** /pricing in Kiswahili. Prices are read from the plans, as in English. */
const { standard, professional } = en.quotedPrices;

export const pricingPage = {
  title: 'Mipango na bei',
  description: `Mipango ya Miadi kwa shilingi za Kenya: mwezi mmoja wa majaribio bure, Standard kwa ${standard} na Professional kwa ${professional} kwa mwezi, na Enterprise kwa biashara zenye matawi mengi. Linganisha kila mpango unachojumuisha.`,
  text: 'Anza na mwezi mmoja bure, kisha ulipe kila mwezi kwa shilingi za Kenya. Hakuna ada ya kuanza wala mkataba: badilisha mpango au usitishe wakati wowote.',
  billingNote: 'Bei ni kwa mwezi, kwa shilingi za Kenya.',
  billingLink: 'Jinsi malipo na kurejeshewa pesa kunavyofanya kazi',
  compare: {
    eyebrow: 'Linganisha',
    title: 'Kila mpango unajumuisha nini',
    intro: 'Kila mpango unajumuisha kuorodheshwa bure katika soko la Miadi.',
    caption: 'Mipango ikilinganishwa kipengele kwa kipengele',
  },
  faq: { eyebrow: 'Maswali', title: 'Maswali yanayoulizwa mara kwa mara' },
} as const satisfies Translation<typeof en.pricingPage>;

const UNLIMITED = 'Bila kikomo';
const BUSINESS_HOURS = 'Saa za kazi';
const SELF_SERVICE = 'Unajiwekea mwenyewe';
const ADVANCED = 'Za kina';
const WEEKLY = 'Kila wiki';

export const comparisonRows = [
  {
    feature: 'Wafanyakazi',
    values: { 'free-trial': '4', standard: '4', professional: '10', enterprise: UNLIMITED },
  },
  {
    feature: 'Matawi',
    values: { 'free-trial': '1', standard: '1', professional: '1', enterprise: UNLIMITED },
  },
  {
    feature: 'Huduma',
    values: { 'free-trial': '20', standard: '20', professional: UNLIMITED, enterprise: UNLIMITED },
  },
  {
    feature: 'Miadi bila kikomo',
    values: { 'free-trial': false, standard: false, professional: true, enterprise: true },
  },
  {
    feature: 'Wanachama',
    values: {
      'free-trial': 'Hadi 20',
      standard: 'Hadi 50',
      professional: 'Hadi 50',
      enterprise: 'Kwa makubaliano nawe',
    },
  },
  {
    feature: 'Ratiba ya miadi',
    values: { 'free-trial': true, standard: true, professional: true, enterprise: true },
  },
  {
    feature: 'Arifa za simu',
    values: { 'free-trial': true, standard: true, professional: true, enterprise: true },
  },
  {
    feature: 'Usimamizi wa bidhaa',
    values: { 'free-trial': true, standard: true, professional: true, enterprise: true },
  },
  {
    feature: 'Takwimu',
    values: {
      'free-trial': 'Za kawaida',
      standard: ADVANCED,
      professional: ADVANCED,
      enterprise: ADVANCED,
    },
  },
  {
    feature: 'Ripoti',
    values: {
      'free-trial': 'Kila mwezi',
      standard: WEEKLY,
      professional: WEEKLY,
      enterprise: WEEKLY,
    },
  },
  {
    feature: 'Kufuatilia ankara na matumizi',
    values: { 'free-trial': false, standard: false, professional: true, enterprise: true },
  },
  {
    feature: 'Kutumia programu ya wavuti',
    values: { 'free-trial': false, standard: false, professional: true, enterprise: true },
  },
  {
    feature: 'Usaidizi',
    values: {
      'free-trial': BUSINESS_HOURS,
      standard: BUSINESS_HOURS,
      professional: BUSINESS_HOURS,
      enterprise: 'Wa kipaumbele, na msimamizi wa akaunti',
    },
  },
  {
    feature: 'Usaidizi wa kuanza',
    values: {
      'free-trial': SELF_SERVICE,
      standard: SELF_SERVICE,
      professional: SELF_SERVICE,
      enterprise: 'Kwa njia maalum',
    },
  },
] as const satisfies Translation<typeof en.comparisonRows>;

export const pricingFaqs = [
  {
    id: 'free-trial',
    question: 'Mwezi wa majaribio bure unafanyaje kazi?',
    answer: `Kwa mwezi mmoja unapata kila kitu kilicho katika Standard bila kulipa chochote. Ukiendelea kutumia akaunti yako baada ya mwezi huo, inaendelea katika Standard kwa ${standard} kwa mwezi. Ukisitisha kabla ya mwezi wa majaribio kuisha, hutatozwa hata senti.`,
  },
  {
    id: 'set-up-fees',
    question: 'Kuna ada ya kuanza au mkataba?',
    answer:
      'Hapana. Hakuna ada ya kuanza wala muda wa chini wa mkataba: kila mpango unalipiwa mwezi mmoja kwa wakati, mapema, kwa shilingi za Kenya.',
  },
  {
    id: 'payment-methods',
    question: 'Nitalipiaje mpango wangu?',
    answer:
      'Kwa kadi, kwa M-Pesa au kwa kuhamisha pesa benki. Unapata risiti kwa barua pepe kwa kila malipo.',
  },
  {
    id: 'change-plan',
    question: 'Naweza kubadilisha mpango baadaye?',
    answer:
      'Ndiyo, wakati wowote. Ukipandisha mpango, mabadiliko yanaanza mara moja na bei mpya inaanza tarehe yako ijayo ya malipo. Ukishusha mpango, mabadiliko yanaanza tarehe yako ijayo ya malipo.',
  },
  {
    id: 'cancel',
    question: 'Nini kinatokea nikisitisha?',
    answer:
      'Akaunti yako inaendelea kufanya kazi hadi mwisho wa mwezi uliolipia, na hutatozwa tena. Haturejeshi pesa za sehemu ya mwezi uliokwisha kulipiwa, lakini tunarejesha kikamilifu pesa zozote zilizotozwa kimakosa.',
  },
  {
    id: 'enterprise',
    question: 'Enterprise ni ya nani?',
    answer:
      'Ni ya biashara zenye matawi mengi na franchise, au timu kubwa kuliko Professional inavyoruhusu. Bei inategemea matawi yako na idadi ya wafanyakazi: omba onyesho nasi tutakuandalia makadirio ya bei.',
  },
  {
    id: 'marketplace',
    question: 'Kuorodheshwa katika soko la Miadi kunalipiwa zaidi?',
    answer:
      'Hapana. Kila mpango, pamoja na mwezi wa majaribio, unaorodhesha biashara yako bure katika soko la Miadi, ambapo wateja wanakupata wewe na ofa zako za kila siku.',
  },
] as const satisfies Translation<typeof en.pricingFaqs>;

export const costCalculator = {
  eyebrow: 'Kamisheni au ada isiyobadilika',
  title: 'Kamisheni ya masoko ya mtandaoni ingekugharimu kiasi gani',
  intro:
    'Masoko ya mtandaoni ya miadi kama Fresha, Treatwell na Booksy hutoza sehemu ya kile ambacho kila mteja mpya wanayekuletea hulipa. Mipango ya Miadi ni ada moja isiyobadilika kila mwezi, na kila mpango unaorodhesha biashara yako bure katika soko la Miadi. Weka nambari zako mwenyewe ili ulinganishe.',
  live: {
    legend: 'Nambari zako',
    submit: 'Kokotoa',
    bookings: 'Miadi kwa mwezi',
    visit: 'Bei ya wastani ya ziara moja (Kes)',
    share: 'Wateja wapya kutoka masoko ya mtandaoni (% ya miadi)',
    shareHint:
      'Kati ya miadi yako, sehemu inayowekwa na wateja ambao soko la mtandaoni limekuletea kwa mara ya kwanza. Inaanzia {share}, mfano tu na si takwimu iliyopimwa: weka yako mwenyewe.',
    errors: {
      bookings: {
        empty: 'Weka idadi ya miadi unayopokea kwa mwezi.',
        notNumber: 'Andika idadi ya miadi kwa tarakimu, kwa mfano 120.',
        notWhole: 'Weka idadi kamili ya miadi, kwa mfano 120.',
        tooSmall: 'Weka miadi 0 au zaidi.',
        tooLarge: 'Weka miadi isiyozidi {max}.',
      },
      visit: {
        empty: 'Weka bei ya wastani ya ziara moja, kwa Kes.',
        notNumber: 'Andika bei kwa tarakimu, kwa mfano 2,000.',
        notWhole: 'Weka bei kwa shilingi kamili, kwa mfano 2,000.',
        tooSmall: 'Weka bei iliyo juu ya Kes 0.',
        tooLarge: 'Weka bei isiyozidi {max}.',
      },
      share: {
        empty:
          'Weka sehemu ya miadi inayotoka kwa wateja wapya wa masoko ya mtandaoni, kwa asilimia.',
        notNumber: 'Andika sehemu hiyo kwa tarakimu, kwa mfano 10.',
        notWhole: 'Andika sehemu hiyo kwa tarakimu, kwa mfano 10.',
        tooSmall: 'Weka asilimia 0 au zaidi.',
        tooLarge: 'Weka asilimia isiyozidi 100.',
      },
    },
    results: 'Matokeo yako',
    caption: 'Mwezi wenye {bookings} kwa {price} kila ziara: {clients} kutoka masoko ya mtandaoni',
    bookingCount: { one: 'miadi {count}', other: 'miadi {count}' },
    noResult: 'Hakuna matokeo hadi nambari zilizo hapo juu zirekebishwe.',
    rounded: 'Kiasi kimekadiriwa hadi shilingi kamili.',
    perClient: 'Kamisheni kwa kila mteja mpya',
    month: 'Kamisheni kwa mwezi',
    cheaperFrom: 'Miadi {plan} ({price} kwa mwezi) ni nafuu zaidi kuanzia',
    newClients: { one: 'mteja mpya {count}', other: 'wateja wapya {count}' },
  },
  rules: {
    fresha: '{percent} ya miadi ya kwanza ya mteja mpya anayekupata kupitia soko lao',
    treatwell:
      '{percent} pamoja na VAT kwa miadi ya mteja mpya: {withTax} ukiongeza VAT ya Kenya ya {vat}',
    'booksy-boost':
      '{percent} ya ziara ya kwanza ya mteja mpya, angalau {min} na isiyozidi {max} (US${minUsd} na US${maxUsd})',
  },
  typical: {
    title: 'Mwezi wa kawaida kwa {price} kila ziara',
    text: 'Gharama ya mwezi mmoja kwa baadhi ya idadi za kawaida za wateja wapya.',
    caption:
      'Gharama ya mwezi kwa {price} kila ziara, kulingana na idadi ya wateja wapya kutoka masoko ya mtandaoni',
    option: 'Chaguo',
    plan: 'Miadi {plan}, ada isiyobadilika',
  },
  notes: {
    title: 'Hesabu hizi zinajumuisha nini',
    newClientsOnly:
      'Kila soko la mtandaoni hutoza kamisheni yake kwa wateja wapya tu linaokuletea, mara moja, kwa miadi yao ya kwanza; hakuna kamisheni kwa wateja wanaorudi, kama vituo vyao vya usaidizi vinavyosema. Treatwell humhesabu mteja ambaye hajaweka miadi nawe kwa miezi 12 kuwa mpya tena.',
    notCounted:
      'Kamisheni hii tu ndiyo imehesabiwa. Ada nyingine ambazo huduma hizi zinaweza kutoza, kama ada za usajili au za kuchakata malipo, hazijahesabiwa, wala ada ya chini ambayo Fresha huweka kwa miadi ya bei ndogo, inayotofautiana kati ya nchi na nchi.',
    plans:
      'Kwa Miadi, hesabu ni ada ya kila mwezi ya mpango; kila mpango unajumuisha nini kumelinganishwa hapo juu.',
  },
  sources: {
    title: 'Viwango hivi vimetoka wapi',
    links: {
      fresha: 'Kituo cha usaidizi cha Fresha: ada za wateja wapya',
      treatwell: 'Kituo cha usaidizi cha Treatwell: jinsi kamisheni ya Treatwell inavyofanya kazi',
      'booksy-boost': 'Kituo cha usaidizi cha Booksy: jinsi bei za Boost zinavyofanya kazi',
    },
    read: 'tulisoma tarehe {date}',
    vat: 'VAT: kiwango cha jumla cha Kenya, {vat}.',
    exchange:
      'Viwango vya chini na vya juu vilivyowekwa kwa dola za Marekani vimebadilishwa kuwa Kes kwa {rate} kwa dola moja, kufikia {date}, kiwango elekezi cha CBK:',
    exchangeLink: 'Benki Kuu ya Kenya, viwango vya kubadilisha fedha',
  },
} as const satisfies Translation<typeof en.costCalculator>;

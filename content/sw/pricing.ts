import type { Translation } from '@/content/i18n/types';
import * as en from '@/content/pricing';

/** /pricing in Kiswahili. Prices and limits are slots filled from the plans, as in English. */
export const pricingPage = {
  title: 'Mipango na bei',
  description:
    'Mipango ya Miadi kwa shilingi za Kenya, VAT ikiwemo: mwezi wa Standard bure, kisha Standard kwa {standardPrice} au Professional kwa {professionalPrice} kwa mwezi.',
  text: 'Mwezi wa Bure unaanza bure: mwezi mmoja wa Standard, bila kuulizwa maelezo ya malipo. Kisha ulipe kila mwezi kwa shilingi za Kenya. Hakuna ada ya kuanza wala mkataba: badilisha mpango au usitishe wakati wowote.',
  billingLink: 'Jinsi malipo na kurejeshewa pesa kunavyofanya kazi',
  compare: {
    eyebrow: 'Linganisha',
    title: 'Kila mpango unajumuisha nini',
    intro: 'Kila mpango unajumuisha kuorodheshwa bure katika soko la Miadi.',
    caption: 'Mipango ikilinganishwa kipengele kwa kipengele',
    choose: 'Onyesha mpango',
  },
  faq: { eyebrow: 'Maswali', title: 'Maswali yanayoulizwa mara kwa mara' },
} as const satisfies Translation<typeof en.pricingPage>;

export const pricingFaqs = [
  {
    id: 'free-trial',
    question: 'Mwezi wa majaribio bure unafanyaje kazi?',
    answer:
      'Kwa mwezi mmoja unapata Standard bila kulipa chochote, na hakuna maelezo ya malipo yanayoulizwa: wafanyakazi {standardEmployees}, huduma {standardServices}, hadi miadi {standardBookings} kwa mwezi na hadi wanachama {standardMembers}. Ukiendelea kutumia akaunti yako baada ya mwezi huo, inaendelea katika Standard kwa {standardPrice} kwa mwezi. Ukisitisha kabla ya mwezi wa majaribio kuisha, hutatozwa hata senti.',
  },
  {
    id: 'bookings-limit',
    question: 'Standard inaruhusu miadi mingapi?',
    answer:
      'Hadi miadi {standardBookings} kwa mwezi, na wafanyakazi {standardEmployees} na huduma {standardServices}. Professional ({professionalPrice} kwa mwezi) haina kikomo cha miadi wala huduma, na inaruhusu wafanyakazi {professionalEmployees}.',
  },
  {
    id: 'members',
    question: 'Wanachama ni nani?',
    answer:
      'Ni wateja wako wenye uanachama unaosimamiwa na biashara yako, kama kifurushi cha ziara cha kila mwezi. Standard na Professional zinaruhusu hadi {standardMembers}; Enterprise, idadi mnayokubaliana nasi.',
  },
  {
    id: 'vat',
    question: 'Bei zinajumuisha VAT?',
    answer:
      'Ndiyo. Bei unayoona ndiyo malipo yote ya mwezi, VAT ikiwemo: hakuna kinachoongezwa wakati wa kulipa.',
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
      'Ni ya minyororo ya biashara yenye matawi mengi, au timu kubwa kuliko Professional inavyoruhusu. Bei inategemea matawi yako na idadi ya wafanyakazi: omba onyesho nasi tutakuandalia makadirio ya bei.',
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
  title: 'Kamisheni ya majukwaa ya mtandaoni ingekugharimu kiasi gani',
  intro:
    'Majukwaa ya mtandaoni ya miadi kama Fresha, Treatwell na Booksy hutoza sehemu ya kile ambacho kila mteja mpya wanayekuletea hulipa. Mipango ya Miadi ni ada moja isiyobadilika kila mwezi, na kila mpango unaorodhesha biashara yako bure katika soko la Miadi. Weka nambari zako mwenyewe ili ulinganishe.',
  live: {
    legend: 'Nambari zako',
    submit: 'Kokotoa',
    bookings: 'Idadi ya miadi kwa mwezi',
    visit: 'Bei ya wastani ya ziara moja (Kes)',
    share: 'Wateja wapya kutoka majukwaa ya mtandaoni (% ya miadi)',
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
          'Weka sehemu ya miadi inayotoka kwa wateja wapya wa majukwaa ya mtandaoni, kwa asilimia.',
        notNumber: 'Andika sehemu hiyo kwa tarakimu, kwa mfano 10.',
        notWhole: 'Andika sehemu hiyo kwa tarakimu, kwa mfano 10.',
        tooSmall: 'Weka asilimia 0 au zaidi.',
        tooLarge: 'Weka asilimia isiyozidi 100.',
      },
    },
    results: 'Matokeo yako',
    caption:
      'Mwezi wenye {bookings} kwa {price} kila ziara: {clients} kutoka majukwaa ya mtandaoni',
    bookingCount: { one: 'miadi {count}', other: 'miadi {count}' },
    noResult:
      'Hakuna matokeo hadi nambari zako zirekebishwe: sehemu zilizo chini ya “Nambari zako”, kando ya matokeo haya kwenye skrini pana na juu yake kwenye simu, zinaeleza cha kubadilisha.',
    rounded:
      'Kamisheni kwa kila mteja mpya inaonyeshwa hadi senti; kiasi cha kila mwezi ni hicho mara idadi ya wateja wapya, kikizungushwa mara moja hadi shilingi kamili.',
    perClient: 'Kamisheni kwa kila mteja mpya',
    month: 'Kamisheni kwa mwezi',
    cheaperFrom: 'Miadi {plan} ({price} kwa mwezi) ni nafuu zaidi kuanzia',
    newClients: { one: 'mteja mpya {count}', other: 'wateja wapya {count}' },
    keep: 'Ukiwa na Miadi {plan} ({price} kwa mwezi) unabaki na {amount} kwa mwezi',
    costsMore:
      'Miadi {plan} ({price} kwa mwezi) inagharimu {amount} zaidi kwa mwezi kuliko kamisheni hii',
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
      'Gharama ya mwezi kwa {price} kila ziara, kulingana na idadi ya wateja wapya kutoka majukwaa ya mtandaoni',
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

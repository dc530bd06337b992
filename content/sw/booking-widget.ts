import type { Translation } from '@/content/i18n/types';
import type * as en from '@/content/booking-widget';

export const embedPage = {
  title: 'Weka miadi na {name}',
  description: 'Omba miadi na {name}: chagua huduma, siku na saa, na {name} ataithibitisha.',
  fullPage: 'Mwone {name} kwenye Miadi',
  newTab: '(hufunguka kwenye kichupo kipya)',
} as const satisfies Translation<typeof en.embedPage>;

export const widgetLinks = {
  fromListing: 'Weka fomu hii ya miadi kwenye tovuti yako',
} as const satisfies Translation<typeof en.widgetLinks>;

export const widgetPage = {
  generatorTitle: 'Pata msimbo wa tovuti yako',
  generatorIntro:
    'Tafuta biashara yako, chagua lugha na mwonekano, kisha nakili msimbo kwenye tovuti yako. Onyesho linaonyesha kile wageni wako wataona.',
  words: {
    search: {
      label: 'Biashara yako kwenye Miadi',
      hint: 'Andika jina lake, kisha uichague kwenye orodha.',
      empty: 'Andika jina la biashara yako kwenye Miadi, kisha uichague kwenye orodha.',
      none: 'Hakuna biashara kwenye Miadi yenye “{query}” katika jina lake. Angalia tahajia, au andika herufi za kwanza za jina kisha uchague kwenye orodha. Bado haujaorodheshwa? Hapa chini ni jinsi ya kupata orodha yako.',
      matches: {
        one: 'Biashara moja kwenye Miadi ina “{query}” katika jina lake: ichague hapa chini upate msimbo wake.',
        other:
          'Biashara {count} kwenye Miadi zina “{query}” katika majina yao: chagua yako hapa chini upate msimbo wake.',
      },
      narrow: 'Andika zaidi ya jina ili uone nyingine.',
      failed:
        'Orodha ya biashara haikuweza kupakiwa. Angalia muunganisho wako na upakie ukurasa upya.',
      chosen: 'Umechagua: {name}, {area}',
      choice: '{name}, {area}',
    },
    language: { legend: 'Lugha ya fomu', en: 'Kiingereza', sw: 'Kiswahili' },
    style: {
      legend: 'Mwonekano',
      inline: 'Fomu ya miadi, kwenye ukurasa wako (tovuti yako lazima iruhusu skripti)',
      button:
        'Kiungo cha Weka miadi kupitia Miadi kinachofungua ukurasa wako wa Miadi, kwa tovuti zisizoruhusu skripti',
    },
    output: {
      label: 'Msimbo wako',
      empty: 'Chagua biashara yako ili kuona msimbo wake.',
      copy: 'Nakili msimbo',
      copied: 'Umenakiliwa. Ubandike kwenye tovuti yako mahali wateja wanapopaswa kuweka miadi.',
      copyFailed:
        'Kivinjari chako hakikuruhusu ukurasa kunakili: msimbo umechaguliwa, unakili wewe mwenyewe.',
    },
    surface: {
      legend: 'Mandharinyuma ya fomu',
      light: 'Angavu: maandishi meusi kwenye nyeupe',
      dark: 'Giza: maandishi angavu kwenye mandharinyuma meusi, kwa tovuti yenye rangi nyeusi',
    },
    accent: {
      label: 'Rangi ya vitufe',
      hint: 'Rangi yako mwenyewe kwa vitufe vya fomu na mistari ya kulenga, ili ionekane sehemu ya tovuti yako.',
      reset: 'Tumia kijani cha Miadi',
      readable: 'Vitufe ni {used} na maandishi ya rangi {text}, yanasomeka na kila mtu (WCAG AA).',
      adjusted:
        '{asked} ni hafifu mno kuonekana kwenye fomu nyeupe: vitufe na mistari ya kulenga vinatumia {used}, kivuli chake cheusi zaidi, na maandishi ya rangi {text}.',
      adjustedDark:
        '{asked} ni giza mno kuonekana kwenye fomu yenye giza: vitufe na mistari ya kulenga vinatumia {used}, kivuli chake angavu zaidi, na maandishi ya rangi {text}.',
      black: 'nyeusi',
      white: 'nyeupe',
    },
    link: {
      title: 'Kiungo chako cha miadi',
      text: 'Kiweke kwenye wasifu wako wa Instagram au TikTok, kwenye katalogi yako ya WhatsApp Business na kama kiungo cha Book cha Google Business Profile yako. Wateja wanaokifungua huchagua huduma, siku na saa.',
      label: 'Kiungo cha miadi cha {name}',
      copy: 'Nakili kiungo',
      copied: 'Kimenakiliwa. Kibandike kwenye wasifu, katalogi au profaili yako.',
      copyFailed:
        'Kivinjari chako hakikuruhusu ukurasa kunakili: kiungo kimechaguliwa, kinakili wewe mwenyewe.',
      qrTitle: 'Msimbo wa QR kwa kaunta yako',
      qrText:
        'Uchapishe kwa ajili ya kaunta au kioo chako: kamera ya simu hufungua ukurasa wako wa miadi.',
      qrName: 'Msimbo wa QR unaofungua {link}',
      download: 'Pakua msimbo wa QR (SVG)',
    },
    notListed: {
      title: 'Bado hauko kwenye Miadi?',
      steps: [
        'Sajili biashara yako: inachukua dakika chache, na mwezi wa kwanza ni bure.',
        'Timu yetu inaandaa orodha yako pamoja na huduma, bei na saa zako.',
        'Kiungo chako cha miadi, msimbo wake wa QR na msimbo wa tovuti yako hukufikia kwa barua pepe.',
      ],
      link: 'Sajili biashara yako',
    },
    preview: {
      title: 'Onyesho',
      frameTitle: 'Onyesho la fomu yako ya miadi',
      empty: 'Fomu yako ya miadi itaonekana hapa ukishachagua biashara yako.',
    },
  },
  bookingPage: {
    title: 'Kiungo cha miadi kwa Instagram, TikTok, WhatsApp na Google',
    text: 'Kila biashara iliyoorodheshwa kwenye Miadi ina ukurasa wa miadi, {address}, ambapo wateja huchagua huduma, siku na saa. Uweke kwenye wasifu wako wa Instagram au TikTok, kwenye katalogi yako ya WhatsApp Business na kama kiungo cha Book cha Google Business Profile yako.',
    yourName: 'biashara-yako',
    link: 'Pata kiungo chako na msimbo wake wa QR',
  },
  usedByIntro:
    'Kila biashara na kila mtaalamu kwenye Miadi ana fomu ya miadi tayari kwa tovuti yake mwenyewe. Wako katika aina hizi:',
  cspTitle: 'Kama tovuti yako ina Content-Security-Policy',
  cspText:
    "Ruhusu {origin} katika script-src na frame-src zake, la sivyo vivinjari vitazuia fomu: kwa mfano script-src 'self' {origin}; frame-src {origin}.",
  privacyTitle: 'Fomu inachofanya kwenye tovuti yako',
  privacyText:
    'Fomu haiweki vidakuzi wala haihifadhi chochote kwenye vivinjari vya wageni wako. Inaiambia tovuti yako urefu wake tu na sehemu yake ya kuonyesha, ili irefuke na kufupika bila upau wa kusogeza, na kiungo ndani yake, kama kile cha orodha ya kusubiri, kisogeze ukurasa wako mahali panapofaa. Kila kiungo ndani yake hufunguka kwenye kichupo kipya, na ombi hukufikia sawasawa na linavyokufikia kutoka kwenye ukurasa wako wa Miadi.',
} as const satisfies Translation<typeof en.widgetPage>;

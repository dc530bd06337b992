import * as en from '@/content/about';
import type { Translation } from '@/content/i18n/types';

export const about = {
  title: 'Kuhusu sisi',
  eyebrow: 'Kuhusu Miadi',
  description:
    'Miadi ni kampuni ya Nairobi inayowapa saluni, vinyozi, spa, gym na biashara nyingine za huduma nchini Kenya uwekaji wa miadi mtandaoni, malipo kwa M-Pesa na kadi, na zana za kukua.',
  heading: 'Tunasaidia biashara za huduma za Kenya kujaza ratiba zao',
  intro:
    'Miadi ni jukwaa la miadi na usimamizi wa biashara lililotengenezwa Nairobi kwa ajili ya watu wanaowafanya Wakenya waonekane na wajisikie vizuri: wasusi, vinyozi, watabibu, wakufunzi, wapiga picha, walimu na kila biashara inayouza muda wake.',
  story: [
    'Biashara nyingi za huduma bado zinapokea miadi kwa simu, kwenye WhatsApp na katika shajara ya karatasi. Wateja wanasahau, nafasi zinabaki tupu, na mwenye biashara anatumia jioni nzima kufuatilia malipo na kuthibitisha orodha ya kesho.',
    'Miadi inaweka yote hayo katika programu moja. Wateja wanaweka miadi na kulipa mtandaoni saa yoyote, kwa kadi au M-Pesa; vikumbusho na orodha ya kusubiri vinaiweka kalenda ikiwa imejaa; na wenye biashara wanaona wafanyakazi, bidhaa, ankara na mapato yao mahali pamoja. Kuorodheshwa bure katika soko la Miadi kunaleta wateja ambao hawajawahi kusikia kuhusu biashara hiyo.',
  ],
  valuesTitle: 'Tunachosimamia',
  values: [
    {
      title: 'Imejengwa kwa jinsi Kenya inavyolipa',
      text: 'M-Pesa pamoja na kadi, bei kwa shilingi za Kenya na nambari za simu jinsi watu wanavyoziandika.',
    },
    {
      title: 'Rahisi hata siku yenye shughuli nyingi',
      text: 'Kuanza kunachukua alasiri moja, na programu inafanya kazi kwenye simu iliyo tayari mfukoni mwako.',
    },
    {
      title: 'Bei za wazi',
      text: 'Mwezi wa kwanza bure, malipo ya kila mwezi na hakuna mkataba. Sitisha wakati wowote upendao.',
    },
    {
      title: 'Watu wanaojibu',
      text: 'Timu ya usaidizi iliyo Nairobi inayojibu ndani ya siku moja ya kazi.',
    },
  ],
  figuresLabel: 'Miadi kwa takwimu',
  where: {
    title: 'Tunapofanya kazi',
    text: 'Miadi iko Nairobi na inahudumia biashara kote Kenya. Haya ndiyo maeneo ambapo washirika wetu wengi wanapokea miadi leo.',
    beyond:
      'Nje ya Nairobi, biashara katika miji kote Kenya zinatumia Miadi: unachohitaji ni simu na intaneti.',
  },
  contactTitle: 'Zungumza nasi',
  contactLabels: { phone: 'Simu', email: 'Barua pepe', post: 'Sanduku la posta' },
  contactText:
    'Una maswali kuhusu mipango, jinsi ya kuanza au akaunti yako? Piga simu, tuma barua pepe au tutumie ujumbe: tunajibu ndani ya siku moja ya kazi.',
} as const satisfies Translation<typeof en.about>;

import * as en from '@/content/demo';
import type { Translation } from '@/content/i18n/types';

export const demo = {
  title: 'Omba onyesho',
  description:
    'Omba onyesho la Miadi bila malipo: dakika 30 za kukuonyesha uwekaji wa miadi mtandaoni, malipo kwa M-Pesa na kadi, vikumbusho na ripoti kwa biashara yako, wakati unaokufaa.',
  heading: 'Ona Miadi ikifanya kazi kwa biashara yako',
  intro:
    'Tueleze kuhusu biashara yako na wakati unaokufaa. Mmoja wa timu yetu atakuonyesha Miadi ikiwa na huduma na bei zako mwenyewe, na kujibu maswali yako.',
  expectTitle: 'Utakachopata',
  expect: [
    'Onyesho la bure la dakika 30 kwa simu ya video au simu ya kawaida.',
    'Huduma, wafanyakazi na bei zako mwenyewe zikiwa zimewekwa kama mfano.',
    'Majibu ya moja kwa moja kuhusu mipango, malipo na kuhamisha miadi uliyo nayo sasa.',
    'Hakuna sharti: amua baadaye, na uanze na mwezi bure.',
  ],
  formTitle: 'Omba onyesho lako',
  requiredNote: 'Sehemu zenye alama * ni lazima zijazwe.',
  callTitle: 'Ungependa kuzungumza sasa?',
  callText: 'Tupigie simu au tutumie barua pepe nasi tutapanga wakati pamoja nawe.',
  sentMessage:
    'Tutakupigia simu au kukutumia barua pepe ndani ya siku moja ya kazi kuthibitisha wakati.',
  timeHint: 'Saa za Afrika Mashariki. Tutathibitisha wakati kamili pamoja nawe.',
  messageHint: 'Si lazima: ungependa kuona nini zaidi?',
  handOver: {
    title: 'Barua pepe ya ombi lako la onyesho',
    text: 'Kama programu ya barua pepe haikufunguka, nakili maandishi haya kwenye barua pepe mpya kwa {email} yenye kichwa “{subject}”.',
    label: 'Maandishi ya barua pepe ya ombi la onyesho',
  },
  next: {
    title: 'Hatua zinazofuata',
    steps: [
      'Timu ya Miadi inakujibu ndani ya siku moja ya kazi, kwa barua pepe au simu, kukubaliana wakati.',
      'Onyesho ni simu ya video au simu ya kawaida ya dakika 30 bila malipo, likitumia huduma na bei zako mwenyewe kama mfano.',
      'Hakuna kinachotozwa: utaamua baadaye, na unaweza kuanza na mwezi bure.',
    ],
  },
} as const satisfies Translation<typeof en.demo>;

/**
 * The same slots, on the Swahili clock with the 24-hour time beside it, as lib/dates.ts writes
 * them (tests/unit/dates.test.ts checks that they agree).
 */
export const demoTimes = [
  { value: '09:00', label: 'saa 3 asubuhi (09:00)' },
  { value: '10:00', label: 'saa 4 asubuhi (10:00)' },
  { value: '11:00', label: 'saa 5 asubuhi (11:00)' },
  { value: '12:00', label: 'saa 6 mchana (12:00)' },
  { value: '14:00', label: 'saa 8 mchana (14:00)' },
  { value: '15:00', label: 'saa 9 mchana (15:00)' },
  { value: '16:00', label: 'saa 10 jioni (16:00)' },
] as const satisfies Translation<typeof en.demoTimes>;

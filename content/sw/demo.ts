import * as en from '@/content/demo';
import type { Translation } from '@/content/i18n/types';
import { formatTime } from '@/lib/dates';

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
} as const satisfies Translation<typeof en.demo>;

/** The same slots, on the Swahili clock with the 24-hour time beside it. */
const slot = <T extends (typeof en.demoTimes)[number]['value']>(value: T) =>
  ({ value, label: formatTime(value, 'sw', { clock: true }) }) as const;

export const demoTimes = [
  slot('09:00'),
  slot('10:00'),
  slot('11:00'),
  slot('12:00'),
  slot('14:00'),
  slot('15:00'),
  slot('16:00'),
] as const satisfies Translation<typeof en.demoTimes>;

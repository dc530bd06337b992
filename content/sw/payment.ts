import type { Translation } from '@/content/i18n/types';
import * as en from '@/content/payment';

/**
 * The sign-up payment dialog in Kiswahili. Ids, account numbers and codes are spread from the
 * English, so finance changes them in one place.
 */
const [mpesa, card, bank, transfer] = en.paymentMethods;

export const paymentMethods = [
  { ...mpesa, description: 'Lipa kutoka laini yako ya Safaricom' },
  { ...card, label: 'Kadi', description: 'Visa au Mastercard' },
  { ...bank, label: 'Benki', description: 'Weka pesa katika tawi lolote' },
  { ...transfer, label: 'Uhamisho', description: 'Pay Bill kutoka programu ya benki yako' },
] as const satisfies Translation<typeof en.paymentMethods>;

const [bankName, accountName, accountNumber, branch] = en.paymentInstructions.bank.rows;
const [paybill] = en.paymentInstructions.transfer.rows;

export const paymentInstructions = {
  bank: {
    intro:
      'Weka kiasi kinachodaiwa katika tawi lolote, au kitume kutoka akaunti yako ya benki, kwa:',
    rows: [
      { ...bankName, label: 'Benki' },
      { ...accountName, label: 'Jina la akaunti' },
      { ...accountNumber, label: 'Nambari ya akaunti' },
      { ...branch, label: 'Tawi' },
    ],
    referenceLabel: 'Kumbukumbu',
  },
  transfer: {
    intro:
      'Kutoka M-Pesa au programu ya benki yako, chagua Pay Bill na utume kiasi kinachodaiwa kwa:',
    rows: [{ ...paybill, label: 'Nambari ya Paybill' }],
    referenceLabel: 'Nambari ya akaunti',
  },
} as const satisfies Translation<typeof en.paymentInstructions>;

const [karibu, salon] = en.discountCodes;

export const discountCodes = [
  { ...karibu, description: 'Punguzo la 10% kwa mwezi wako wa kwanza' },
  { ...salon, description: 'Punguzo la Kes 500 kwa mwezi wako wa kwanza' },
] as const satisfies Translation<typeof en.discountCodes>;

export const paymentCopy = {
  title: 'Malipo',
  methodLabel: 'Njia ya malipo',
  cardNumber: 'Nambari ya kadi',
  expiry: 'Tarehe ya mwisho wa kadi (MM/YY)',
  expiryError: 'Tarehe ya mwisho wa kadi',
  cvv: 'CVV',
  cvvError: 'Msimbo wa usalama wa kadi',
  expiryPlaceholder: 'MM/YY',
  mpesaPhone: 'Nambari ya simu ya M-Pesa',
  mpesaMissing: 'Andika nambari ya M-Pesa utakayolipa nayo.',
  amount: 'Kiasi',
  codeLabel: 'Msimbo wa zawadi au punguzo',
  apply: 'Tumia',
  codeFirst: 'Andika kwanza msimbo wa zawadi au punguzo.',
  codeApplied: '{code} umetumika: {description}.',
  codeNothingDue: '{code} ni sahihi, lakini hakuna cha kulipa leo kwenye {plan}.',
  back: 'Rudi',
  pay: 'Tuma usajili na ulipe {amount}',
  sendByEmail: 'Tuma usajili wangu kwa barua pepe',
  startTrial: 'Anza Mwezi wa Bure',
  trialNothingDue: 'Hakuna cha kulipa leo, kwa hiyo maelezo ya malipo hayahitajiki.',
  sent: 'Tunakupeleka kwenye ukurasa wa kuingia.',
  summary: 'Muhtasari wa agizo',
  plan: 'Mpango',
  subtotal: 'Jumla ndogo',
  discount: 'Punguzo',
  discountWithCode: 'Punguzo ({code})',
  total: 'Jumla',
  dueToday: '{amount} cha kulipa leo.',
  afterTrial: 'Baada ya Mwezi wa Bure, {plan} unaendelea kwa {price} kwa mwezi.',
  invalidCode: 'Msimbo huo si sahihi.',
  mpesaHint:
    'Kwa mfano 0712 345 678, 0112 345 678 au +254 712 345 678. Inatumwa pamoja na usajili wako, na mfumo wa Miadi unatuma ombi la kulipa {amount} kwenye simu hii: weka PIN yako ya M-Pesa hapo.',
  mpesaHintByEmail:
    'Kwa mfano 0712 345 678, 0112 345 678 au +254 712 345 678. Hakuna kinachotozwa kutoka ukurasa huu: usajili wako unatumwa kwa timu yetu kwa barua pepe, bila maelezo ya malipo, na watakujibu ndani ya siku moja ya kazi kuthibitisha akaunti yako na kupanga malipo ya kwanza kwa M-Pesa pamoja nawe.',
  handOver: {
    title: 'Barua pepe ya usajili wako',
    text: 'Kama programu ya barua pepe haikufunguka, nakili maandishi haya kwenye barua pepe mpya kwa {email} yenye kichwa “{subject}”. Hayana jibu lako la usalama wala maelezo yoyote ya malipo.',
    label: 'Maandishi ya barua pepe ya usajili',
  },
  next: {
    title: 'Hatua zinazofuata',
    reply:
      'Timu ya Miadi inakujibu kwenye anwani ya barua pepe uliyotoa ndani ya siku moja ya kazi, kuthibitisha akaunti yako.',
    payment:
      'Wakati huo watapanga malipo ya kwanza kwa M-Pesa pamoja nawe: hakuna kilichotozwa, na barua pepe haikuwa na maelezo yoyote ya malipo.',
    security: 'Wataweka swali lako la usalama pamoja nawe; jibu lako halikuwa kwenye barua pepe.',
    login: 'Ingia akaunti yako ikishakuwa tayari',
  },
} as const satisfies Translation<typeof en.paymentCopy>;

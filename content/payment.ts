/**
 * The sign-up payment dialog: its methods (D14), the instructions for paying by bank or
 * transfer, and the gift and discount codes with what each takes off.
 */
export type PaymentMethodId = 'mpesa' | 'card' | 'bank' | 'transfer';

export const paymentMethods = [
  { id: 'mpesa', label: 'M-Pesa', description: 'Pay from your Safaricom line' },
  { id: 'card', label: 'Card', description: 'Visa or Mastercard' },
  { id: 'bank', label: 'Bank', description: 'Deposit at any branch' },
  { id: 'transfer', label: 'Transfer', description: 'Pay Bill from your bank app' },
] as const satisfies readonly { id: PaymentMethodId; label: string; description: string }[];

/** Kenyans pay by M-Pesa (D35). */
export const defaultPaymentMethod: PaymentMethodId = 'mpesa';

export type PaymentInstructions = {
  intro: string;
  /** Rows shown as label: value; the reference row is the business name (for a Paybill, its
   * letters and digits, as M-Pesa takes them: lib/mpesa.ts). */
  rows: readonly { label: string; value: string }[];
  referenceLabel: string;
};

/**
 * How to pay by bank or transfer. The reference is filled in with the business name.
 * These account numbers are placeholders: finance must confirm the real ones before launch.
 */
export const paymentInstructions = {
  bank: {
    intro: 'Deposit the amount due at any branch, or send it from your bank account, to:',
    rows: [
      { label: 'Bank', value: 'KCB Bank Kenya' },
      { label: 'Account name', value: 'Miadi Technologies Ltd' },
      { label: 'Account number', value: '1284 5530 17' },
      { label: 'Branch', value: 'Moi Avenue, Nairobi' },
    ],
    referenceLabel: 'Reference',
  },
  transfer: {
    intro: 'From M-Pesa or your bank app, choose Pay Bill and send the amount due to:',
    rows: [{ label: 'Paybill number', value: '522533' }],
    referenceLabel: 'Account number',
  },
} as const satisfies Record<'bank' | 'transfer', PaymentInstructions>;

export type DiscountCode = {
  code: string;
  kind: 'percent' | 'amount';
  /** Percent off, or Kes off. */
  value: number;
  description: string;
};

export const discountCodes = [
  { code: 'KARIBU10', kind: 'percent', value: 10, description: '10% off your first month' },
  { code: 'SALON500', kind: 'amount', value: 500, description: 'Kes 500 off your first month' },
] as const satisfies readonly DiscountCode[];

export const paymentCopy = {
  title: 'Payment',
  methodLabel: 'Payment method',
  cardNumber: 'Card number',
  expiry: 'Expiration date (MM/YY)',
  /** What errors call the expiry and CVV fields. */
  expiryError: 'Card’s expiry date',
  cvv: 'CVV',
  cvvError: 'Card’s security code',
  expiryPlaceholder: 'MM/YY',
  mpesaPhone: 'M-Pesa phone number',
  mpesaMissing: 'Enter the M-Pesa number to pay from.',
  amount: 'Amount',
  codeLabel: 'Gift or discount code',
  apply: 'Apply',
  codeFirst: 'Type a gift or discount code first.',
  codeApplied: '{code} applied: {description}.',
  codeNothingDue: '{code} is valid, but nothing is due today on the {plan}.',
  back: 'Back',
  /** With a form endpoint: the platform prompts the M-Pesa phone for this amount (D41). */
  pay: 'Pay {amount}',
  /** Without one: the registration goes by email and nothing is charged (D41). */
  sendByEmail: 'Send my registration by email',
  /** The Free Trial's button: nothing is paid (D35). */
  startTrial: 'Start free trial',
  trialNothingDue: 'Nothing is due today, so no payment details are needed.',
  sent: 'Taking you to the login page.',
  summary: 'Order summary',
  plan: 'Plan',
  subtotal: 'Subtotal',
  discount: 'Discount',
  discountWithCode: 'Discount ({code})',
  total: 'Total',
  dueToday: '{amount} due today.',
  afterTrial: 'After your free trial, {plan} continues at {price} per month.',
  invalidCode: 'That code is not valid.',
  /** With a form endpoint: the number goes with the registration (D35). */
  mpesaHint:
    'For example 0712 345 678, 0112 345 678 or +254 712 345 678. It goes with your registration, and Miadi’s platform sends this phone a prompt to pay {amount}: enter your M-Pesa PIN there.',
  /** Without one: the registration goes by email, without the number. */
  mpesaHintByEmail:
    'For example 0712 345 678, 0112 345 678 or +254 712 345 678. Nothing is charged from this page: your registration goes to our team by email, without payment details, and they reply within one working day to confirm your account and arrange the first M-Pesa payment with you.',
  /** The email hand-over, for a visitor whose email app did not open (webmail). */
  handOver: {
    title: 'Your registration email',
    text: 'If no email app opened, copy this text into a new email to {email} with the subject “{subject}”. It leaves out your security answer and every payment detail.',
    label: 'Text of the registration email',
  },
  /** After the registration is handed to email: what happens next, for the owner (D41). */
  next: {
    title: 'What happens next',
    reply:
      'Miadi’s team replies to the email address you gave within one working day, to confirm your account.',
    payment:
      'They arrange the first M-Pesa payment with you then: nothing has been charged, and no payment detail was in the email.',
    security: 'They set your security question with you; your answer was not in the email.',
    login: 'Sign in once your account is ready',
  },
} as const;

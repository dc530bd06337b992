/**
 * What each form says beside its submit button: who receives what is typed, and why. The
 * Privacy Policy (content/legal.ts) says the same at length; change both together.
 */
export const formPrivacy = {
  contact: 'Miadi’s team receives what you type here, only to answer your message.',
  demo: 'Miadi’s team receives these details, only to arrange your demo.',
  newsletter:
    'Miadi receives your email address, only to send you the newsletter. Unsubscribe at any time.',
  forgotPassword:
    'Miadi’s team receives your email address, only to help you back into your account.',
  login: 'This page sends nothing: Login hands you over to the Miadi app, which signs you in.',
  signup:
    'Miadi’s team receives your registration, only to set up your account and reach you about it. Your password is never sent.',
  /** The payment step with a form endpoint: the M-Pesa number goes with the registration (D35). */
  payment:
    'Miadi’s team receives your registration, to confirm your account and take the first payment, and with M-Pesa the number to send the payment prompt to. Card details are checked on this page only: never sent or stored.',
  /** The payment step without one: the registration goes by email, without payment details. */
  paymentByEmail:
    'Miadi’s team receives your registration by email, to confirm your account and arrange the first payment with you. Card and M-Pesa details are checked on this page only: never put in the email or stored.',
  booking:
    'The business you book with and Miadi’s team receive your request, only to confirm your booking.',
} as const;

export const privacyLinkText = 'Privacy Policy';

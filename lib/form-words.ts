import type { Dictionary } from '@/content/dictionary';
import { localizePath } from '@/lib/i18n';
import { site } from '@/content/site';
import type { FormKind, FormMessages, SendWords } from '@/lib/forms';
import type { CardWords } from '@/lib/card-validation';
import type { Message, MissingMessage, ValidationWords } from '@/lib/validation';
import { fill } from '@/lib/template';
import { planFacts } from '@/lib/plans';
import type { PlanId } from '@/content/plans';

/**
 * The words each form island needs, taken from the page's dictionary by the server component
 * that renders it and handed over as one `words` prop: only the page's own language reaches
 * the browser, and islands import these types only, never a copy module.
 *
 * Messages that wrap a value travel as the dictionary writes them, text with named slots
 * ("{count}", "{Label}"), which the island fills in with lib/template.ts.
 */

type Option = { readonly value: string; readonly label: string };

/**
 * The form engine's words (components/form): status, summary, email fallback, and of the
 * validation messages only those the form's rules show (`M`, see Validator).
 */
export type FormWords<M extends Message = never> = {
  sending: string;
  sent: string;
  /** `{count}` fields need attention; `one` when it is a single field. */
  needAttention: { one: string; other: string };
  /** `again` is the sentence around the link back to the message: before, link, after. */
  mailto: {
    open: string;
    addressed: string;
    again: { before: string; link: string; after: string };
    email: string;
  };
  retry: string;
  honeypot: string;
  privacyLink: string;
  /** The Privacy Policy in the form's language. */
  privacyHref: string;
  send: SendWords;
  /** The email's subject when the form falls back to email. */
  subject: string;
  validation: FormMessages<M>;
};

/** Every form's words in a language, before a form takes its own messages and subject. */
type AllFormWords = Omit<FormWords<Message>, 'subject' | 'validation'> & {
  subjects: Record<FormKind, string>;
  validation: ValidationWords;
};

/** A sentence cut around the words that become a link in it. */
function around(sentence: string, link: string) {
  const at = sentence.indexOf(link);
  if (at < 0) throw new Error(`"${link}" is not part of "${sentence}"`);
  return { before: sentence.slice(0, at), link, after: sentence.slice(at + link.length) };
}

/** One object per language, so a page with two forms sends the shared words once. */
const formWordsByUi = new WeakMap<Dictionary['ui'], AllFormWords>();

const missingMessages: readonly MissingMessage[] = ['required', 'chosen', 'tick'];

/**
 * The form engine's words in a dictionary's language for one form: its email subject (when it
 * has a kind) and the validation messages its rules show, `messages`, besides those for a
 * missing value. Nothing else: every page carries the newsletter form, and all twelve messages
 * and six subjects were 1 KB of each page's data. The summary, status and email words are
 * the same objects for every form: React's page data writes an object it has already written as
 * a reference to it, so the footer's form and a page's own form share one copy.
 */
export function formWords<M extends Message>(
  dictionary: Pick<Dictionary, 'ui' | 'formPrivacy' | 'lang'>,
  { kind, messages }: { kind?: FormKind; messages: readonly M[] },
): FormWords<M> {
  let all = formWordsByUi.get(dictionary.ui);
  if (!all) {
    all = makeFormWords(dictionary);
    formWordsByUi.set(dictionary.ui, all);
  }
  const { subjects, validation, ...shared } = all;
  const needed = [...missingMessages, ...messages];
  return {
    ...shared,
    subject: kind ? subjects[kind] : '',
    validation: Object.fromEntries(
      needed.map((message) => [message, validation[message]]),
    ) as FormMessages<M>,
  };
}

function makeFormWords({
  ui,
  formPrivacy,
  lang,
}: Pick<Dictionary, 'ui' | 'formPrivacy' | 'lang'>): AllFormWords {
  const { forms } = ui;
  const v = ui.validation;
  return {
    sending: forms.sending,
    sent: forms.sent,
    needAttention: forms.needAttention,
    mailto: {
      open: forms.mailtoOpen,
      addressed: fill(forms.mailtoAddressed, { email: site.contact.email }),
      again: around(forms.mailtoAgain, forms.mailtoReopen),
      email: site.contact.email,
    },
    retry: forms.retry,
    honeypot: forms.honeypot,
    privacyLink: formPrivacy.privacyLinkText,
    privacyHref: localizePath('/privacy', lang),
    subjects: { ...forms.mail.subjects },
    send: {
      yes: forms.mail.yes,
      errors: {
        status: forms.errors.status,
        timeout: forms.errors.timeout,
        offline: forms.errors.offline,
      },
    },
    validation: {
      required: v.required,
      chosen: v.chosen,
      tick: v.tick,
      email: v.email,
      kenyanPhone: v.kenyanPhone,
      internationalPhone: v.internationalPhone,
      password: v.password,
      dateFormat: v.dateFormat,
      notInPast: v.notInPast,
      accepted: v.accepted,
      passwordsMatch: v.passwordsMatch,
      pageAddress: v.pageAddress,
    },
  };
}

/** The landing page's contact form. */
export function contactFormWords(dictionary: Dictionary) {
  const { ui, landing, formPrivacy } = dictionary;
  const { fields } = ui.forms;
  return {
    form: formWords(dictionary, { kind: 'contact', messages: ['email', 'kenyanPhone'] }),
    labels: {
      first_name: fields.first_name,
      last_name: fields.last_name,
      email: fields.email,
      phone: fields.phone,
      subject: fields.subject,
      message: fields.message,
    },
    subjects: landing.contact.subjects as readonly Option[],
    submit: ui.forms.contact.submit,
    submitByEmail: ui.forms.contact.submitByEmail,
    privacy: formPrivacy.formPrivacy.contact,
    sent: ui.forms.contact.sent,
  };
}
export type ContactFormWords = ReturnType<typeof contactFormWords>;

/** The demo request on /demo. */
export function demoFormWords(dictionary: Dictionary) {
  const { ui, demo, businessTypes, formPrivacy } = dictionary;
  const { fields } = ui.forms;
  return {
    form: formWords(dictionary, {
      kind: 'demo',
      messages: ['email', 'kenyanPhone', 'dateFormat', 'notInPast'],
    }),
    labels: {
      name: fields.name,
      business_name: fields.business_name,
      email: fields.email,
      phone: fields.phone,
      business_type: fields.business_type,
      preferred_date: fields.preferred_date,
      preferred_time: fields.preferred_time,
      message: fields.message,
    },
    businessTypes: businessTypes.businessTypeOptions as readonly Option[],
    businessTypePlaceholder: ui.forms.demo.businessTypePlaceholder,
    times: demo.demoTimes as readonly Option[],
    anyTime: ui.forms.demo.anyTime,
    timeHint: demo.demo.timeHint,
    messageHint: demo.demo.messageHint,
    submit: ui.forms.demo.submit,
    submitByEmail: ui.forms.demo.submitByEmail,
    privacy: formPrivacy.formPrivacy.demo,
    sent: demo.demo.sentMessage,
    handOver: { ...demo.demo.handOver, ...ui.forms.emailHandOver },
    next: demo.demo.next,
  };
}
export type DemoFormWords = ReturnType<typeof demoFormWords>;

/** The newsletter sign-up (the footer, /services). */
export function newsletterFormWords(dictionary: Dictionary) {
  const { newsletter } = dictionary.ui.forms;
  return {
    form: formWords(dictionary, { kind: 'newsletter', messages: ['email'] }),
    label: newsletter.label,
    placeholder: newsletter.placeholder,
    submit: newsletter.submit,
    privacy: dictionary.formPrivacy.formPrivacy.newsletter,
    sent: newsletter.sent,
  };
}
export type NewsletterFormWords = ReturnType<typeof newsletterFormWords>;

export function forgotPasswordWords(dictionary: Dictionary) {
  const { forgotPasswordCopy } = dictionary.auth;
  return {
    form: formWords(dictionary, { kind: 'forgot-password', messages: ['email'] }),
    email: dictionary.ui.forms.fields.email,
    submit: forgotPasswordCopy.submit,
    privacy: dictionary.formPrivacy.formPrivacy.forgotPassword,
    sent: forgotPasswordCopy.sentMessage,
  };
}
export type ForgotPasswordWords = ReturnType<typeof forgotPasswordWords>;

/** "I accept the Terms & Conditions", with the terms' address in the form's language. */
function acceptTermsWords({ ui, lang }: Dictionary) {
  return { ...ui.forms.acceptTerms, href: localizePath('/terms', lang) };
}

export function loginWords(dictionary: Dictionary) {
  const { ui, auth } = dictionary;
  const copy = auth.loginCopy;
  return {
    form: formWords(dictionary, { messages: ['email', 'passwordsMatch', 'accepted'] }),
    email: ui.forms.fields.email,
    password: copy.password,
    confirmPassword: copy.confirmPassword,
    confirmPasswordError: copy.confirmPasswordError,
    showPassword: ui.showPassword,
    showConfirmPassword: copy.showConfirmPassword,
    acceptTerms: { label: copy.acceptTerms, ...acceptTermsWords(dictionary) },
    forgotPassword: copy.forgotPassword,
    forgotPasswordHref: localizePath('/forgot-password', dictionary.lang),
    submit: copy.submit,
    privacy: dictionary.formPrivacy.formPrivacy.login,
    orContinueWith: copy.orContinueWith,
    signInUnavailable: copy.signInUnavailable,
  };
}
export type LoginWords = ReturnType<typeof loginWords>;

/** /login?registered=…: `{business}` is the business name saved by the sign-up. */
export function registrationNoticeWords({ auth }: Dictionary) {
  const { mailto, sent } = auth.registrationNotices;
  return {
    mailto: { title: mailto.title, text: mailto.text },
    sent: { title: sent.title, text: sent.text },
    ...auth.registrationNoticeCopy,
    email: site.contact.email,
  };
}
export type RegistrationNoticeWords = ReturnType<typeof registrationNoticeWords>;

/** The sign-up wizard, its plan cards and its payment dialog. */
export function signupWords(dictionary: Dictionary) {
  const { ui, signup, payment, plans, businessTypes, formPrivacy } = dictionary;
  return {
    form: formWords(dictionary, {
      kind: 'signup',
      messages: [
        'email',
        'password',
        'kenyanPhone',
        'internationalPhone',
        'pageAddress',
        'accepted',
      ],
    }),
    documentTitle: fill(ui.pageTitle, { name: site.name }),
    labels: signup.signupLabels,
    countyOrState: signup.countyOrStateLabel,
    hints: signup.signupHints,
    steps: signup.signupSteps,
    wizard: signup.wizardCopy,
    countries: signup.countries as readonly Option[],
    serviceLocations: signup.serviceLocations as readonly Option[],
    securityQuestions: signup.securityQuestions as readonly Option[],
    businessTypes: businessTypes.businessTypeOptions as readonly Option[],
    acceptTerms: acceptTermsWords(dictionary),
    showPassword: ui.showPassword,
    privacy: formPrivacy.formPrivacy.signup,
    /** Where the wizard leaves to: a full page load, in the page's language. */
    next: {
      demo: localizePath('/demo', dictionary.lang),
      login: localizePath('/login', dictionary.lang),
    },
    plans: plans.plans,
    planCard: {
      popular: ui.planCards.popular,
      free: ui.planCards.free,
      perMonth: ui.planCards.perMonth,
      /** Each plan's limits as the landing page and /pricing list them (lib/plans.ts). */
      facts: Object.fromEntries(
        plans.plans.map((plan) => [plan.id, planFacts(plan, plans.planWords, dictionary.lang)]),
      ) as Partial<Record<PlanId, readonly string[]>>,
      membersNote: plans.planWords.membersNote,
    },
    payment: {
      ...payment.paymentCopy,
      handOver: { ...payment.paymentCopy.handOver, ...ui.forms.emailHandOver },
      vatNote: plans.planWords.vatNote,
      methods: payment.paymentMethods,
      instructions: payment.paymentInstructions,
      discountCodes: payment.discountCodes,
      privacy: formPrivacy.formPrivacy.payment,
      privacyByEmail: formPrivacy.formPrivacy.paymentByEmail,
      cardErrors: {
        cardDigits: ui.validation.cardDigits,
        cardInvalid: ui.validation.cardInvalid,
        expiryFormat: ui.validation.expiryFormat,
        expiryMonth: ui.validation.expiryMonth,
        expired: ui.validation.expired,
        cvv: ui.validation.cvv,
      } satisfies CardWords,
      securityAnswerOutOfEmail: signup.signupCopy.securityAnswerOutOfEmail,
    },
    registration: {
      ...signup.registrationEmail,
      securityAnswerWithheld: signup.signupCopy.securityAnswerWithheld,
    },
  };
}
export type SignupWords = ReturnType<typeof signupWords>;

import type { PaymentMethodId } from '@/content/payment';
import type { Plan, PlanId } from '@/content/plans';
import { formEndpoint } from '@/content/contact';
import { defaultCountry } from '@/content/signup';
import { site } from '@/content/site';
import type { SignupWords } from '@/lib/form-words';
import { formatKes } from '@/lib/money';
import {
  emailField,
  errorCount,
  formData,
  submitForm,
  validateFields,
  type Errors,
  type FieldSpec,
  type Fields,
  type FormData,
  type SubmitResult,
} from '@/lib/forms';
import type { OrderSummary } from '@/lib/order';
import { fill } from '@/lib/template';
import { internationalPhone, password, slug, slugify } from '@/lib/field-rules';
import { kenyanMobile } from '@/lib/validation';

/**
 * The sign-up wizard's state: which step is shown, what was typed, the chosen plan. A pure
 * reducer, so Back never loses anything and the whole flow is testable without a browser.
 * Labels, messages and option names come in the page's language (`SignupWords`), so the
 * wizard's bundle holds no words of its own.
 */
export { SIGNUP_STORAGE_KEY } from '@/lib/signup-storage';

export type SignupValues = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  businessName: string;
  businessAddress: string;
  country: string;
  county: string;
  mobile: string;
  businessPhone: string;
  sameAsPhone: boolean;
  businessType: string;
  serviceLocation: string;
  securityQuestion: string;
  securityAnswer: string;
  personalizedLink: string;
  acceptTerms: boolean;
};

export type SignupField = keyof SignupValues;

export type StepIndex = 0 | 1 | 2;

export const initialValues: SignupValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  businessName: '',
  businessAddress: '',
  country: defaultCountry,
  county: '',
  mobile: '',
  businessPhone: '',
  sameAsPhone: false,
  businessType: '',
  serviceLocation: '',
  securityQuestion: '',
  securityAnswer: '',
  personalizedLink: '',
  acceptTerms: false,
};

export const isKenya = (values: Pick<SignupValues, 'country'>) => values.country === 'KE';

/** The fields of each step, in the order they appear (focus goes to the first invalid). */
export const stepFields: readonly (readonly SignupField[])[] = [
  ['firstName', 'lastName', 'email', 'password'],
  [
    'businessName',
    'businessAddress',
    'country',
    'county',
    'mobile',
    'businessPhone',
    'businessType',
    'serviceLocation',
    'securityQuestion',
    'securityAnswer',
    'personalizedLink',
    'acceptTerms',
  ],
  [],
];

/** The plan step (D3). */
export const lastStep = (stepFields.length - 1) as StepIndex;

type TextValues = Record<SignupField, string>;

const choice = (label: string): FieldSpec<never> => ({ label, type: 'select', required: true });

/** The validation messages the sign-up's rules show (lib/form-words.ts sends these). */
type SignupMessage = 'email' | 'password' | 'kenyanPhone' | 'internationalPhone' | 'pageAddress';

/** What the rules need of the page's words: the labels and the messages. */
export type SignupRuleWords = Pick<SignupWords, 'labels' | 'countyOrState' | 'form'>;

/**
 * Every sign-up field, declared once: its label, input type, whether it is required, its
 * rules. Outside Kenya the county is free text and phones take the international format.
 */
export function signupFields(
  values: Pick<SignupValues, 'country'>,
  words: SignupRuleWords,
): Fields<SignupField, SignupMessage> {
  const { labels: signupLabels, countyOrState: countyOrStateLabel } = words;
  const kenya = isKenya(values);
  const phoneRules = [kenya ? kenyanMobile : internationalPhone];
  return {
    firstName: { label: signupLabels.firstName, required: true, autoComplete: 'given-name' },
    lastName: { label: signupLabels.lastName, required: true, autoComplete: 'family-name' },
    email: { ...emailField, label: signupLabels.email },
    password: {
      label: signupLabels.password,
      type: 'password',
      required: true,
      rules: [password],
      autoComplete: 'new-password',
    },
    businessName: {
      label: signupLabels.businessName,
      required: true,
      autoComplete: 'organization',
    },
    businessAddress: {
      label: signupLabels.businessAddress,
      required: true,
      autoComplete: 'street-address',
    },
    country: choice(signupLabels.country),
    county: kenya
      ? choice(signupLabels.county)
      : { label: countyOrStateLabel, required: true, autoComplete: 'address-level1' },
    mobile: {
      label: signupLabels.mobile,
      type: 'tel',
      required: true,
      rules: phoneRules,
      autoComplete: 'tel',
    },
    businessPhone: {
      label: signupLabels.businessPhone,
      type: 'tel',
      required: true,
      rules: phoneRules,
    },
    sameAsPhone: { label: signupLabels.sameAsPhone, type: 'checkbox' },
    businessType: choice(signupLabels.businessType),
    serviceLocation: choice(signupLabels.serviceLocation),
    securityQuestion: choice(signupLabels.securityQuestion),
    securityAnswer: { label: signupLabels.securityAnswer, required: true, autoComplete: 'off' },
    personalizedLink: { label: signupLabels.personalizedLink, required: true, rules: [slug] },
    acceptTerms: {
      label: signupLabels.acceptTerms,
      type: 'checkbox',
      required: words.form.validation.accepted,
    },
  };
}

function asText(values: SignupValues): TextValues {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'boolean' ? (value ? 'true' : '') : value,
    ]),
  ) as TextValues;
}

/** Errors of the given fields only. */
function check(
  values: SignupValues,
  fields: readonly SignupField[],
  words: SignupRuleWords,
): Errors<SignupField> {
  return validateFields(signupFields(values, words), asText(values), words.form.validation, fields);
}

export function validateStep(
  step: StepIndex,
  values: SignupValues,
  words: SignupRuleWords,
): Errors<SignupField> {
  return check(values, stepFields[step] ?? [], words);
}

export type WizardState = {
  step: StepIndex;
  values: SignupValues;
  plan: PlanId | null;
  /** Once the visitor types their own link, the business name no longer suggests one. */
  slugEdited: boolean;
  errors: Errors<SignupField>;
  paymentOpen: boolean;
  /**
   * True once the payment dialog has opened: it is mounted from then on, and keeps what was
   * typed while closed. Mounted no earlier, so its M-Pesa number starts from step 2's mobile.
   */
  paymentOpened: boolean;
  /** Where focus should go after this change; `focusRequest` counts the requests. */
  focus: 'heading' | 'firstError' | null;
  focusRequest: number;
  /** False until saved progress has been read: nothing is saved before that. */
  restored: boolean;
};

export const initialWizardState: WizardState = {
  step: 0,
  values: initialValues,
  plan: null,
  slugEdited: false,
  errors: {},
  paymentOpen: false,
  paymentOpened: false,
  focus: null,
  focusRequest: 0,
  restored: false,
};

/**
 * Secrets never reach storage: the password, and the security answer that would recover the
 * account. After a reload the visitor types them again.
 */
const neverStored = ['password', 'securityAnswer'] as const;
type NeverStored = (typeof neverStored)[number];
const isStored = (key: string) => !(neverStored as readonly string[]).includes(key);

/** What sessionStorage keeps: everything but the secrets and the errors. */
export type SavedWizard = {
  step: StepIndex;
  values: Omit<SignupValues, NeverStored>;
  plan: PlanId | null;
  slugEdited: boolean;
};

export type WizardAction =
  | { type: 'change'; field: SignupField; value: string | boolean }
  | { type: 'continue' }
  | { type: 'back' }
  | { type: 'choosePlan'; plan: PlanId }
  /** Submit on the plan step: re-checks the earlier steps, then opens the payment dialog. */
  | { type: 'submit' }
  | { type: 'closePayment' }
  | { type: 'restore'; saved: SavedWizard | null; plan: PlanId | null };

function withChange(
  state: WizardState,
  field: SignupField,
  value: string | boolean,
): Pick<WizardState, 'values' | 'slugEdited'> {
  const values = { ...state.values, [field]: value } as SignupValues;
  let { slugEdited } = state;
  if (field === 'businessName' && !slugEdited) values.personalizedLink = slugify(String(value));
  if (field === 'personalizedLink') slugEdited = value !== '';
  if (field === 'country' && isKenya(values) !== isKenya(state.values)) values.county = '';
  // "Same as mobile" copies the mobile number and keeps copying it while ticked.
  if (values.sameAsPhone && (field === 'mobile' || field === 'sameAsPhone')) {
    values.businessPhone = values.mobile;
  }
  return { values, slugEdited };
}

/** The wizard's reducer, with its messages in the page's language. */
export function wizardReducer(words: SignupRuleWords) {
  return (state: WizardState, action: WizardAction) => reduce(state, action, words);
}

function reduce(state: WizardState, action: WizardAction, words: SignupRuleWords): WizardState {
  switch (action.type) {
    case 'change': {
      const next = withChange(state, action.field, action.value);
      // Fields already flagged are re-checked as the visitor corrects them.
      const flagged = (Object.keys(state.errors) as SignupField[]).filter((f) => state.errors[f]);
      return { ...state, ...next, errors: check(next.values, flagged, words) };
    }
    case 'continue': {
      if (state.step === lastStep) return state;
      const errors = validateStep(state.step, state.values, words);
      if (errorCount(errors)) return failed(state, state.step, errors);
      return moved(state, (state.step + 1) as StepIndex);
    }
    case 'back':
      return state.step === 0 ? state : moved(state, (state.step - 1) as StepIndex);
    case 'choosePlan':
      return { ...state, plan: action.plan };
    case 'submit': {
      if (!state.plan) return state;
      for (const step of [0, 1] as const) {
        const errors = validateStep(step, state.values, words);
        if (errorCount(errors)) return failed(state, step, errors);
      }
      return { ...state, paymentOpen: true, paymentOpened: true };
    }
    case 'closePayment':
      return { ...state, paymentOpen: false };
    case 'restore': {
      const saved = action.saved;
      const restored = saved
        ? {
            step: saved.step,
            values: { ...saved.values, password: '', securityAnswer: '' },
            plan: saved.plan,
            slugEdited: saved.slugEdited,
          }
        : {};
      return { ...state, ...restored, plan: action.plan ?? saved?.plan ?? null, restored: true };
    }
  }
}

function failed(state: WizardState, step: StepIndex, errors: Errors<SignupField>): WizardState {
  return {
    ...state,
    step,
    errors,
    paymentOpen: false,
    focus: 'firstError',
    focusRequest: state.focusRequest + 1,
  };
}

function moved(state: WizardState, step: StepIndex): WizardState {
  return { ...state, step, errors: {}, focus: 'heading', focusRequest: state.focusRequest + 1 };
}

export function firstInvalid(state: WizardState): SignupField | undefined {
  return stepFields[state.step]?.find((field) => state.errors[field]);
}

export function toSaved(state: WizardState): SavedWizard {
  const values = Object.fromEntries(
    Object.entries(state.values).filter(([key]) => isStored(key)),
  ) as SavedWizard['values'];
  return { step: state.step, values, plan: state.plan, slugEdited: state.slugEdited };
}

/**
 * Saved progress, or null when there is none or it does not look like ours. A plan is kept
 * only if it is one of `plans`.
 */
export function parseSaved(json: string | null, plans: readonly Plan[]): SavedWizard | null {
  if (!json) return null;
  try {
    const data: unknown = JSON.parse(json);
    if (!data || typeof data !== 'object') return null;
    const { step, values, plan, slugEdited } = data as Record<string, unknown>;
    if (step !== 0 && step !== 1 && step !== 2) return null;
    if (!values || typeof values !== 'object') return null;
    const kept = { ...initialValues } as Record<string, string | boolean>;
    for (const [key, value] of Object.entries(values)) {
      if (key in initialValues && isStored(key) && typeof value === typeof kept[key]) {
        kept[key] = value as string | boolean;
      }
    }
    for (const key of neverStored) delete kept[key];
    return {
      step,
      values: kept as SavedWizard['values'],
      plan: plans.find((known) => known.id === plan)?.id ?? null,
      slugEdited: slugEdited === true,
    };
  } catch {
    return null;
  }
}

/** The business page address as shown: "miadi.co.ke/amani-salon". */
export const pageHost = new URL(site.url).host;

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

/**
 * The security answer recovers the account, so it never travels by email: only an HTTPS
 * endpoint receives it; anywhere else this sentence stands in its place.
 */
export function registrationSecrets(words: Pick<SignupWords, 'registration'>) {
  return { security_answer: words.registration.securityAnswerWithheld };
}

/** What registrationData needs of the page's words: option names and the email's wording. */
export type RegistrationWords = SignupRuleWords &
  Pick<
    SignupWords,
    'countries' | 'businessTypes' | 'serviceLocations' | 'securityQuestions' | 'registration'
  > & { payment: Pick<SignupWords['payment'], 'methods'> };

/**
 * How the visitor means to pay: the method (none on a free trial, which asks for nothing) and
 * the M-Pesa number when there is one to send.
 */
export type PaymentChoice = { method: PaymentMethodId | null; mpesaPhone?: string };

/**
 * What the registration sends: every sign-up field but the password, the plan and how the
 * visitor means to pay, with option names in the page's language. Never card details: those
 * never leave the page. The M-Pesa number only when `payment` carries it (sendRegistration).
 */
export function registrationData(
  values: SignupValues,
  order: OrderSummary,
  payment: PaymentChoice,
  words: RegistrationWords,
): FormData {
  const method = payment.method;
  const phones = formData(signupFields(values, words), asText(values), ['mobile', 'businessPhone']);
  return {
    first_name: values.firstName,
    last_name: values.lastName,
    email: values.email,
    business_name: values.businessName,
    business_address: values.businessAddress,
    country: labelOf(words.countries, values.country),
    county: values.county,
    mobile: phones.mobile as string,
    business_phone: phones.businessPhone as string,
    business_type: labelOf(words.businessTypes, values.businessType),
    service_location: labelOf(words.serviceLocations, values.serviceLocation),
    security_question: labelOf(words.securityQuestions, values.securityQuestion),
    security_answer: values.securityAnswer,
    business_page: `${pageHost}/${values.personalizedLink}`,
    accepted_terms: values.acceptTerms,
    plan: order.plan.title,
    ...(method
      ? { payment_method: words.payment.methods.find((m) => m.id === method)?.label ?? method }
      : {}),
    ...(payment.mpesaPhone ? { mpesa_phone: payment.mpesaPhone } : {}),
    discount_code: order.code?.code ?? '',
    due_today: formatKes(order.dueToday),
    ...(order.afterTrial
      ? {
          after_trial: fill(words.registration.afterTrial, {
            price: formatKes(order.afterTrial.monthlyKes),
            plan: order.afterTrial.plan.title,
          }),
        }
      : {}),
  };
}

/**
 * Sends the registration through the forms module (D15). With a form endpoint the M-Pesa
 * number goes with it, so the platform can send that phone its payment prompt (D35); the
 * email fallback carries neither it nor the security answer (D24).
 */
export function sendRegistration(
  values: SignupValues,
  order: OrderSummary,
  payment: PaymentChoice,
  words: RegistrationWords & Pick<SignupWords, 'form'>,
  { endpoint = formEndpoint, fetchImpl }: { endpoint?: string; fetchImpl?: typeof fetch } = {},
): Promise<SubmitResult> {
  const sent = endpoint ? payment : { method: payment.method };
  return submitForm('signup', registrationData(values, order, sent, words), {
    words: words.form.send,
    subject: words.form.subject,
    labels: words.registration.labels,
    secrets: registrationSecrets(words),
    endpoint,
    ...(fetchImpl ? { fetchImpl } : {}),
  });
}

import {
  initialWizardState,
  parseSaved,
  registrationData,
  registrationSecrets,
  sendRegistration,
  toSaved,
  wizardReducer,
  type SignupValues,
  type WizardAction,
  type WizardState,
} from '@/lib/signup';
import { dictionaryOf } from '@/content/dictionary';
import { findPlan, plans, type Plan } from '@/content/plans';
import { signupWords } from '@/lib/form-words';
import { submitForm } from '@/lib/forms';
import { orderSummary } from '@/lib/order';
import { savedBusinessName } from '@/lib/signup-storage';
import { nodeFetch, startEndpoint } from './local-endpoint';

const words = signupWords(dictionaryOf('en'));
const sw = signupWords(dictionaryOf('sw'));
const catalogue = { plans: words.plans, discountCodes: words.payment.discountCodes };

const personal: Partial<SignupValues> = {
  firstName: 'Achieng',
  lastName: 'Odhiambo',
  email: 'achieng@example.com',
  password: 'salon2024',
};

const business: Partial<SignupValues> = {
  businessName: 'Amani Hair & Beauty',
  businessAddress: 'Moi Avenue 12, Nairobi',
  county: 'Nairobi',
  mobile: '0712 345 678',
  businessType: 'salon-barber',
  serviceLocation: 'physical',
  securityQuestion: 'pet',
  securityAnswer: 'Simba',
  acceptTerms: true,
};

function run(state: WizardState, ...actions: WizardAction[]): WizardState {
  return actions.reduce(wizardReducer(words), state);
}

function fill(state: WizardState, values: Partial<SignupValues>): WizardState {
  return run(
    state,
    ...Object.entries(values).map(([field, value]): WizardAction => ({
      type: 'change',
      field: field as keyof SignupValues,
      value: value as string | boolean,
    })),
  );
}

describe('the sign-up wizard state', () => {
  it('stays on a step with errors and asks for focus on the first invalid field', () => {
    const state = run(fill(initialWizardState, { firstName: 'Achieng', email: 'achieng@' }), {
      type: 'continue',
    });
    expect(state.step).toBe(0);
    expect(state.errors).toEqual({
      lastName: 'Enter your last name.',
      email: 'Enter an email address like name@example.com.',
      password: 'Enter your password.',
    });
    expect(state.focus).toBe('firstError');
    expect(state.focusRequest).toBe(1);
  });

  it('re-checks a flagged field as it is corrected', () => {
    let state = run(initialWizardState, { type: 'continue' });
    state = fill(state, { password: 'short' });
    expect(state.errors.password).toMatch(/at least 8/);
    state = fill(state, { password: 'longer2024' });
    expect(state.errors.password).toBeUndefined();
    expect(state.errors.firstName).toBe('Enter your first name.');
  });

  it('moves on when the step is valid, focusing the new heading; Back keeps every value', () => {
    let state = run(fill(initialWizardState, personal), { type: 'continue' });
    expect(state.step).toBe(1);
    expect(state.focus).toBe('heading');
    state = fill(state, { businessName: 'Amani' });
    state = run(state, { type: 'back' });
    expect(state.step).toBe(0);
    expect(state.values).toMatchObject({ ...personal, businessName: 'Amani' });
    expect(run(state, { type: 'back' }).step).toBe(0);
  });

  it('validates the business step: phones by country, the link, the terms', () => {
    let state = run(fill(initialWizardState, personal), { type: 'continue' });
    state = run(fill(state, { ...business, mobile: '+44 20 7946 0958', acceptTerms: false }), {
      type: 'continue',
    });
    expect(state.step).toBe(1);
    expect(state.errors.mobile).toMatch(/Kenyan mobile number/);
    expect(state.errors.businessPhone).toBe('Enter your business phone.');
    expect(state.errors.acceptTerms).toMatch(/Accept the Terms/);
    state = fill(state, { country: 'UK', county: 'Greater London', sameAsPhone: true });
    state = run(fill(state, { acceptTerms: true }), { type: 'continue' });
    expect(state.errors).toEqual({});
    expect(state.step).toBe(2);
  });

  it('suggests the personalized link from the business name until the visitor types one', () => {
    let state = fill(initialWizardState, { businessName: 'Amani Hair & Beauty' });
    expect(state.values.personalizedLink).toBe('amani-hair-and-beauty');
    state = fill(state, { personalizedLink: 'amani' });
    state = fill(state, { businessName: 'Amani Hair and Nails' });
    expect(state.values.personalizedLink).toBe('amani');
    state = fill(state, { personalizedLink: '' });
    state = fill(state, { businessName: 'Amani Nails' });
    expect(state.values.personalizedLink).toBe('amani-nails');
  });

  it('"Same as mobile" copies the mobile number and keeps following it', () => {
    let state = fill(initialWizardState, { mobile: '0712 345 678', sameAsPhone: true });
    expect(state.values.businessPhone).toBe('0712 345 678');
    state = fill(state, { mobile: '0722 000 111' });
    expect(state.values.businessPhone).toBe('0722 000 111');
    state = fill(state, { sameAsPhone: false, mobile: '0733 000 222' });
    expect(state.values.businessPhone).toBe('0722 000 111');
  });

  it('clears the county when switching between Kenya and elsewhere', () => {
    let state = fill(initialWizardState, { county: 'Kisumu', country: 'UK' });
    expect(state.values.county).toBe('');
    state = fill(state, { county: 'Ontario', country: 'CA' });
    expect(state.values.county).toBe('Ontario');
  });

  it('opens payment only with a plan, after re-checking the earlier steps', () => {
    let state = run(fill(initialWizardState, { ...personal, ...business, sameAsPhone: true }), {
      type: 'continue',
    });
    state = run(state, { type: 'continue' });
    expect(state.step).toBe(2);
    expect(run(state, { type: 'submit' }).paymentOpen).toBe(false);
    state = run(state, { type: 'choosePlan', plan: 'standard' }, { type: 'submit' });
    expect(state.paymentOpen).toBe(true);
    state = run(state, { type: 'closePayment' });
    expect(state.paymentOpen).toBe(false);
    expect(state.step).toBe(2);

    // After a reload the password is gone: Submit sends the visitor back to type it again.
    const reloaded = run(initialWizardState, {
      type: 'restore',
      saved: parseSaved(JSON.stringify(toSaved(state)), plans),
      plan: null,
    });
    expect(reloaded).toMatchObject({ step: 2, plan: 'standard' });
    const sentBack = run(reloaded, { type: 'submit' });
    expect(sentBack).toMatchObject({ step: 0, paymentOpen: false, focus: 'firstError' });
    expect(sentBack.errors).toEqual({ password: 'Enter your password.' });
  });
});

describe('saved progress', () => {
  it('never holds the password or the security answer, and restores everything else', () => {
    const state = run(fill(initialWizardState, { ...personal, ...business }), {
      type: 'choosePlan',
      plan: 'professional',
    });
    const json = JSON.stringify(toSaved(state));
    expect(json).not.toContain('salon2024');
    expect(json).not.toContain('password');
    expect(json).not.toContain('Simba');
    const restored = run(initialWizardState, {
      type: 'restore',
      saved: parseSaved(json, plans),
      plan: null,
    });
    expect(restored.values).toEqual({ ...state.values, password: '', securityAnswer: '' });
    expect(restored).toMatchObject({ plan: 'professional', restored: true });
  });

  it('lets ?plan= win over the saved plan', () => {
    const saved = parseSaved(
      JSON.stringify({ ...toSaved(initialWizardState), plan: 'standard' }),
      plans,
    );
    const state = run(initialWizardState, { type: 'restore', saved, plan: 'free-trial' });
    expect(state.plan).toBe('free-trial');
  });

  it.each([
    null,
    'not json',
    '[]',
    JSON.stringify({ step: 7, values: {} }),
    JSON.stringify({ step: 1 }),
  ])('ignores saved data that is not ours: %s', (json) => {
    expect(parseSaved(json, plans)).toBeNull();
  });

  it('drops unknown keys, wrong types, a stored password and an unknown plan', () => {
    const saved = parseSaved(
      JSON.stringify({
        step: 1,
        values: {
          firstName: 'Achieng',
          password: 'leak',
          securityAnswer: 'leak',
          acceptTerms: 'yes',
          evil: 'x',
        },
        plan: 'gold',
      }),
      plans,
    );
    expect(saved?.values.firstName).toBe('Achieng');
    expect(saved?.values.acceptTerms).toBe(false);
    expect(saved?.values).not.toHaveProperty('password');
    expect(saved?.values).not.toHaveProperty('securityAnswer');
    expect(saved?.values).not.toHaveProperty('evil');
    expect(saved?.plan).toBeNull();
  });
});

describe('registration data', () => {
  it('carries the sign-up (phones normalised), plan and payment method, never the password', () => {
    const state = fill(initialWizardState, { ...personal, ...business, sameAsPhone: true });
    const order = orderSummary(findPlan('standard') as Plan, 'KARIBU10', catalogue)!;
    const data = registrationData(state.values, order, { method: 'mpesa' }, words);
    expect(data).toMatchObject({
      first_name: 'Achieng',
      business_name: 'Amani Hair & Beauty',
      country: 'Kenya',
      business_type: 'Salons & Barbers',
      service_location: 'Physical',
      security_question: 'What was your first pet’s name?',
      business_page: 'miadi.co.ke/amani-hair-and-beauty',
      mobile: '254712345678',
      business_phone: '254712345678',
      plan: 'Standard',
      payment_method: 'M-Pesa',
      discount_code: 'KARIBU10',
      due_today: 'Kes 2,970',
    });
    expect(JSON.stringify(data)).not.toContain('salon2024');
  });

  it('names the options and the trial in Kiswahili when sent from /sw/signup', async () => {
    const state = fill(initialWizardState, { ...personal, ...business });
    const trial = sw.plans.find((plan) => plan.id === 'free-trial')!;
    const order = orderSummary(trial, null, {
      plans: sw.plans,
      discountCodes: sw.payment.discountCodes,
    })!;
    const data = registrationData(state.values, order, { method: 'bank' }, sw);
    expect(data).toMatchObject({
      service_location: 'Mahali pa biashara',
      security_question: 'Mnyama wako wa kwanza wa kufugwa aliitwa nani?',
      plan: 'Mwezi wa Bure',
      payment_method: 'Benki',
      after_trial: 'Kes 3,300 kwa mwezi (Standard)',
    });
    const result = await submitForm('signup', data, {
      words: sw.form.send,
      subject: sw.form.subject,
      labels: sw.registration.labels,
      endpoint: '',
      secrets: registrationSecrets(sw),
    });
    if (result.status !== 'mailto') throw new Error('expected the email fallback');
    const mail = decodeURIComponent(result.href);
    expect(mail).toContain('subject=Usajili wa biashara');
    expect(mail).toContain('Jina la biashara: Amani Hair & Beauty');
    expect(mail).toContain('Amekubali masharti: Ndiyo');
    expect(mail).toContain('Jibu la usalama: Halitumwi kwa barua pepe');
    expect(mail).not.toMatch(/Business|Yes|Security|Registration/);
  });
});

describe('sending the registration (D35)', () => {
  const state = fill(initialWizardState, { ...personal, ...business, sameAsPhone: true });
  const standard = orderSummary(findPlan('standard') as Plan, null, catalogue)!;
  const trial = orderSummary(findPlan('free-trial') as Plan, null, catalogue)!;
  const mpesa = { method: 'mpesa', mpesaPhone: '254722000111' } as const;

  it('to a form endpoint: the M-Pesa number goes with the sign-up, so the platform can prompt it', async () => {
    const endpoint = await startEndpoint([200, 200]);
    try {
      const options = { endpoint: endpoint.url, fetchImpl: nodeFetch };
      expect(await sendRegistration(state.values, standard, mpesa, words, options)).toEqual({
        status: 'sent',
      });
      expect(await sendRegistration(state.values, trial, { method: null }, words, options)).toEqual(
        { status: 'sent' },
      );
      const [paid, free] = endpoint.bodies as { form: string; data: Record<string, unknown> }[];
      expect(paid).toMatchObject({
        form: 'signup',
        data: {
          plan: 'Standard',
          payment_method: 'M-Pesa',
          mpesa_phone: '254722000111',
          mobile: '254712345678',
          due_today: 'Kes 3,300',
        },
      });
      // The Free Trial asks for no payment details, and sends none.
      expect(free).toMatchObject({
        form: 'signup',
        data: { plan: 'Free Trial', due_today: 'Kes 0' },
      });
      expect(free!.data).not.toHaveProperty('payment_method');
      expect(free!.data).not.toHaveProperty('mpesa_phone');
    } finally {
      await endpoint.close();
    }
  });

  it('by email: neither the M-Pesa number nor the security answer is in the text', async () => {
    const result = await sendRegistration(state.values, standard, mpesa, words, { endpoint: '' });
    if (result.status !== 'mailto') throw new Error('expected the email fallback');
    const body = new URL(result.href).searchParams.get('body') ?? '';
    expect(body).toContain('Business name: Amani Hair & Beauty');
    expect(body).toContain('Payment method: M-Pesa');
    expect(body).not.toContain('722000111');
    expect(body).not.toContain('Simba');
    expect(body).not.toMatch(/mpesa/i);
  });
});

describe('the security answer', () => {
  it('never travels by email: the email says the team will set it with the owner', async () => {
    const state = fill(initialWizardState, { ...personal, ...business, securityAnswer: 'Simba' });
    const order = orderSummary(findPlan('standard') as Plan, null, catalogue)!;
    const data = registrationData(state.values, order, { method: 'card' }, words);
    expect(data.security_answer).toBe('Simba');
    const result = await submitForm('signup', data, {
      words: words.form.send,
      subject: words.form.subject,
      endpoint: '',
      secrets: registrationSecrets(words),
    });
    if (result.status !== 'mailto') throw new Error('expected the email fallback');
    const body = decodeURIComponent(result.href);
    expect(body).not.toContain('Simba');
    expect(body).toContain('Our team will set it with you when they confirm your account.');
  });
});

describe('savedBusinessName', () => {
  it('reads the business name from saved progress, and nothing from anything else', () => {
    const state = fill(initialWizardState, { businessName: 'Kinyozi Bora' });
    expect(savedBusinessName(JSON.stringify(toSaved(state)))).toBe('Kinyozi Bora');
    expect(savedBusinessName(null)).toBe('');
    expect(savedBusinessName('{')).toBe('');
    expect(savedBusinessName(JSON.stringify({ values: { businessName: 42 } }))).toBe('');
  });
});

'use client';

import { island } from '../island';
import { LiveText } from '@/components/live-text';
import dynamic from 'next/dynamic';
import { useEffect, useReducer, useRef, useState } from 'react';
import { Button } from '@/components/button';
import { FormStatus } from '@/components/form/form-status';
import { PrivacyNote } from '@/components/form/privacy-note';
import { useDocumentTitle } from '@/components/islands/use-document-title';
import { awaitingScript, useHydrated } from '@/components/islands/use-hydrated';
import { useTypedBeforeHydration } from '@/components/islands/use-typed-before-hydration';
import type { Plan } from '@/content/plans';
import type { SignupWords } from '@/lib/form-words';
import { formEndpoint } from '@/content/contact';
import { errorCount, fieldAttributes, type SubmitResult } from '@/lib/forms';
import type { OrderSummary } from '@/lib/order';
import {
  SIGNUP_STORAGE_KEY,
  firstInvalid,
  initialWizardState,
  parseSaved,
  sendRegistration,
  signupFields,
  toSaved,
  wizardReducer,
  type PaymentChoice,
  type SavedWizard,
  type SignupField,
} from '@/lib/signup';
import { fill } from '@/lib/template';
import { BusinessStep } from './business-step';
import type { Bind } from './fields';
import { PersonalStep } from './personal-step';
import { Stepper } from './stepper';

// The plan cards and the payment dialog need Headless UI (a radio group, a modal dialog), and
// only on the last step: they load when the visitor reaches the business step, not with the page.
const loadPlanPicker = () => import('./plan-picker');
const loadPaymentDialog = () => import('./payment-dialog');
const PlanPicker = dynamic(() => loadPlanPicker().then((module) => module.PlanPicker));
const PaymentDialog = dynamic(() => loadPaymentDialog().then((module) => module.PaymentDialog));

// Storage may be unavailable (private modes, blocked cookies): the wizard works without it.
function readSaved(plans: readonly Plan[]): SavedWizard | null {
  try {
    return parseSaved(window.sessionStorage.getItem(SIGNUP_STORAGE_KEY), plans);
  } catch {
    return null;
  }
}

function writeSaved(saved: SavedWizard) {
  try {
    window.sessionStorage.setItem(SIGNUP_STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // Progress simply is not kept across reloads.
  }
}

/**
 * The three-step business sign-up, its plan choice and the payment dialog. `words` holds
 * every label, option, plan and message in the page's language (lib/form-words.ts).
 */
export const SignupWizard = island(
  'SignupWizard',
  function SignupWizard({
    words,
    endpoint = formEndpoint,
  }: {
    words: SignupWords;
    /** Where the registration is posted; the build's endpoint unless a test gives one. */
    endpoint?: string;
  }) {
    const ready = useHydrated();
    // Leaving the wizard is a full page load, like following a link: the site has no
    // client-side navigation (eslint.config.mjs), so the next page arrives whole.
    const go = (to: string) => window.location.assign(to);
    const [reducer] = useState(() => wizardReducer(words));
    const [state, dispatch] = useReducer(reducer, initialWizardState);
    const headingRef = useRef<HTMLHeadingElement>(null);
    const formRef = useRef<HTMLFormElement>(null);
    const handledFocus = useRef(0);
    const { step, values, errors } = state;
    const { plans, steps, wizard } = words;
    const findPlan = (id: string | null | undefined) => plans.find((plan) => plan.id === id);
    const stepTitle = steps[step].title;
    const stepOf = fill(wizard.stepOf, { step: step + 1, count: steps.length });

    // Saved progress comes back after a reload; ?plan= (from the pricing page) wins.
    useEffect(() => {
      const wanted = new URLSearchParams(window.location.search).get('plan');
      const plan = plans.find((known) => known.id === wanted)?.id ?? null;
      dispatch({ type: 'restore', saved: readSaved(plans), plan });
    }, [plans]);

    // What was typed into the first step before the script ran counts over saved progress.
    useTypedBeforeHydration(formRef, Object.keys(values) as SignupField[], (typed) => {
      for (const [field, value] of Object.entries(typed) as [SignupField, string][]) {
        const checkbox = typeof values[field] === 'boolean';
        dispatch({ type: 'change', field, value: checkbox ? value === 'true' : value });
      }
    });

    useEffect(() => {
      if (state.restored) writeSaved(toSaved(state));
    }, [state]);

    useDocumentTitle(fill(words.documentTitle, { title: `${stepTitle} – ${stepOf}` }));

    useEffect(() => {
      if (step === 0) return;
      void loadPlanPicker();
      void loadPaymentDialog();
    }, [step]);

    useEffect(() => {
      if (state.focusRequest === handledFocus.current) return;
      handledFocus.current = state.focusRequest;
      if (state.focus === 'heading') headingRef.current?.focus();
      if (state.focus === 'firstError') {
        const name = firstInvalid(state);
        const field = name ? formRef.current?.elements.namedItem(name) : null;
        if (field instanceof HTMLElement) field.focus();
      }
    }, [state]);

    const declared = signupFields(values, words);
    const bind: Bind = (name) => ({
      name,
      ...fieldAttributes(declared[name]),
      value: values[name],
      error: errors[name],
      onChange: (event) => dispatch({ type: 'change', field: name, value: event.target.value }),
    });

    const chosenPlan = findPlan(state.plan);

    function submitPlan(plan: Plan) {
      // Enterprise's price is agreed with sales: it leads to a demo, not a payment (D7).
      if (plan.monthlyKes === null) go(words.next.demo);
      else dispatch({ type: 'submit' });
    }

    const pay = (order: OrderSummary, payment: PaymentChoice) =>
      sendRegistration(values, order, payment, words, { endpoint });

    /**
     * Sent: the login page says so. Handed to the email app: the dialog stays, with the text
     * to copy for a visitor whose email app did not open, and the way on to the login page.
     */
    function afterPay(result: SubmitResult) {
      if (result.status === 'sent') go(`${words.next.login}?registered=sent`);
    }

    return (
      <div className="mt-8">
        <Stepper steps={steps} current={step} label={wizard.stepsLabel} done={wizard.done} />
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            dispatch({ type: 'continue' });
          }}
          className="mt-8"
        >
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight text-slate-900 focus:outline-none"
          >
            <span className="block text-sm font-semibold uppercase tracking-wide text-brand-700">
              <LiveText>{stepOf}</LiveText>
              <span className="sr-only">:</span>
            </span>{' '}
            <LiveText>{stepTitle}</LiveText>
          </h2>
          <div className="mt-6">
            {step === 0 ? <PersonalStep bind={bind} words={words} /> : null}
            {step === 1 ? (
              <BusinessStep
                bind={bind}
                words={words}
                values={values}
                errors={errors}
                onToggle={(field, checked) => dispatch({ type: 'change', field, value: checked })}
              />
            ) : null}
            {step === 2 ? (
              <PlanPicker
                plans={plans}
                words={words}
                value={state.plan}
                onChange={(plan) => dispatch({ type: 'choosePlan', plan })}
                onSubmit={submitPlan}
              />
            ) : null}
          </div>
          <FormStatus
            state={{ status: 'idle' }}
            errorCount={errorCount(errors)}
            words={words.form}
          />
          <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
            {step > 0 ? (
              <Button variant="secondary" onClick={() => dispatch({ type: 'back' })}>
                {wizard.back}
              </Button>
            ) : (
              <span />
            )}
            {step < 2 ? (
              <Button type="submit" disabled={!ready} {...awaitingScript(ready)}>
                {wizard.continue}
              </Button>
            ) : null}
          </div>
          <PrivacyNote
            linkText={words.form.privacyLink}
            href={words.form.privacyHref}
            className="mt-4 sm:text-right"
          >
            {words.privacy}
          </PrivacyNote>
        </form>
        {chosenPlan && state.paymentOpened ? (
          <PaymentDialog
            open={state.paymentOpen}
            plan={chosenPlan}
            words={words}
            businessName={values.businessName}
            mobile={values.mobile}
            byEmail={!endpoint}
            onBack={() => dispatch({ type: 'closePayment' })}
            onPay={pay}
            onSent={afterPay}
          />
        ) : null}
      </div>
    );
  },
);

'use client';

import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useEffect, useReducer, useRef } from 'react';
import { Button } from '@/components/button';
import { FormStatus } from '@/components/form/form-status';
import { PrivacyNote } from '@/components/form/privacy-note';
import { useDocumentTitle } from '@/components/islands/use-document-title';
import { formPrivacy } from '@/content/form-privacy';
import type { PaymentMethodId } from '@/content/payment';
import { findPlan, plans, type Plan } from '@/content/plans';
import { signupSteps } from '@/content/signup';
import { site } from '@/content/site';
import { errorCount, fieldAttributes, submitForm } from '@/lib/forms';
import type { OrderSummary } from '@/lib/order';
import {
  SIGNUP_STORAGE_KEY,
  firstInvalid,
  initialWizardState,
  parseSaved,
  registrationData,
  registrationSecrets,
  signupFields,
  toSaved,
  wizardReducer,
  type SavedWizard,
} from '@/lib/signup';
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
function readSaved(): SavedWizard | null {
  try {
    return parseSaved(window.sessionStorage.getItem(SIGNUP_STORAGE_KEY));
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

/** The three-step business sign-up, its plan choice and the payment dialog. */
export function SignupWizard() {
  const router = useRouter();
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const handledFocus = useRef(0);
  const { step, values, errors } = state;
  const stepTitle = signupSteps[step].title;
  const stepOf = `Step ${step + 1} of ${signupSteps.length}`;

  // Saved progress comes back after a reload; ?plan= (from the pricing page) wins.
  useEffect(() => {
    const plan = findPlan(new URLSearchParams(window.location.search).get('plan'))?.id ?? null;
    dispatch({ type: 'restore', saved: readSaved(), plan });
  }, []);

  useEffect(() => {
    if (state.restored) writeSaved(toSaved(state));
  }, [state]);

  useDocumentTitle(`${stepTitle} – ${stepOf} | ${site.name}`);

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

  const declared = signupFields(values);
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
    if (plan.monthlyKes === null) router.push('/demo');
    else dispatch({ type: 'submit' });
  }

  async function pay(order: OrderSummary, method: PaymentMethodId) {
    const result = await submitForm('signup', registrationData(values, order, method), {
      secrets: registrationSecrets,
    });
    if (result.status === 'mailto') window.location.href = result.href;
    if (result.status !== 'error') router.push(`/login?registered=${result.status}`);
    return result;
  }

  return (
    <div className="mt-8">
      <Stepper steps={signupSteps} current={step} />
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
            {stepOf}
            <span className="sr-only">:</span>
          </span>{' '}
          {stepTitle}
        </h2>
        <div className="mt-6">
          {step === 0 ? <PersonalStep bind={bind} /> : null}
          {step === 1 ? (
            <BusinessStep
              bind={bind}
              values={values}
              errors={errors}
              onToggle={(field, checked) => dispatch({ type: 'change', field, value: checked })}
            />
          ) : null}
          {step === 2 ? (
            <PlanPicker
              plans={plans}
              value={state.plan}
              onChange={(plan) => dispatch({ type: 'choosePlan', plan })}
              onSubmit={submitPlan}
            />
          ) : null}
        </div>
        <FormStatus state={{ status: 'idle' }} errorCount={errorCount(errors)} />
        <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
          {step > 0 ? (
            <Button variant="secondary" onClick={() => dispatch({ type: 'back' })}>
              Back
            </Button>
          ) : (
            <span />
          )}
          {step < 2 ? <Button type="submit">Continue</Button> : null}
        </div>
        <PrivacyNote className="mt-4 sm:text-right">{formPrivacy.signup}</PrivacyNote>
      </form>
      {chosenPlan ? (
        <PaymentDialog
          open={state.paymentOpen}
          plan={chosenPlan}
          businessName={values.businessName}
          onBack={() => dispatch({ type: 'closePayment' })}
          onPay={pay}
        />
      ) : null}
    </div>
  );
}

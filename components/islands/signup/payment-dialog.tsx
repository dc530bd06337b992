import {
  Description,
  Dialog,
  Field as FieldGroup,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
  Label,
  Radio,
  RadioGroup,
} from '@headlessui/react';
import { useId, useState } from 'react';
import { Button } from '@/components/button';
import { Field, InputField } from '@/components/form/fields';
import { FormActions } from '@/components/form/form-actions';
import { useForm } from '@/components/form/use-form';
import { defaultPaymentMethod, type PaymentMethodId } from '@/content/payment';
import type { Plan } from '@/content/plans';
import { cn } from '@/lib/cn';
import type { SignupWords } from '@/lib/form-words';
import type { Fields, SubmitResult } from '@/lib/forms';
import { formatKes } from '@/lib/money';
import { mpesaAccountReference } from '@/lib/mpesa';
import { findDiscountCode, orderSummary, type OrderSummary } from '@/lib/order';
import { fill } from '@/lib/template';
import { cardExpiry, cardNumber, cvv, formatExpiry, groupCardNumber } from '@/lib/card-validation';
import type { PaymentChoice } from '@/lib/signup';
import { kenyanMobile, normaliseKenyanMobile } from '@/lib/validation';
import { EmailHandOver, NextSteps } from '@/components/form/email-hand-over';

type Props = {
  open: boolean;
  plan: Plan;
  /** The page's words: the dialog's own, its methods and codes, the plans, the messages. */
  words: Pick<SignupWords, 'payment' | 'plans' | 'form' | 'next'>;
  businessName: string;
  /** Step 2's mobile number, which the M-Pesa number starts from. */
  mobile: string;
  /** No form endpoint: the registration goes by email, and nothing is charged from here. */
  byEmail: boolean;
  onBack: () => void;
  /** Sends the registration; card details never leave this dialog. */
  onPay: (order: OrderSummary, payment: PaymentChoice) => Promise<SubmitResult>;
  /** Once the registration has gone (by the endpoint, or handed to the email app). */
  onSent: (result: SubmitResult) => void;
};

type PaymentField = 'cardNumber' | 'expiry' | 'cvv' | 'mpesaPhone';

type PaymentWords = SignupWords['payment'];

function paymentFields(now: Date, words: PaymentWords): Fields<PaymentField, 'kenyanPhone'> {
  return {
    cardNumber: {
      label: words.cardNumber,
      required: true,
      rules: [cardNumber(words.cardErrors)],
      autoComplete: 'cc-number',
      format: groupCardNumber,
    },
    expiry: {
      label: words.expiry,
      errorLabel: words.expiryError,
      required: true,
      rules: [cardExpiry(now, words.cardErrors)],
      autoComplete: 'cc-exp',
      format: formatExpiry,
    },
    cvv: {
      label: words.cvv,
      errorLabel: words.cvvError,
      required: true,
      rules: [cvv(words.cardErrors)],
      autoComplete: 'cc-csc',
    },
    mpesaPhone: {
      label: words.mpesaPhone,
      type: 'tel',
      required: words.mpesaMissing,
      rules: [kenyanMobile],
      autoComplete: 'tel',
    },
  };
}

const fieldsOf: Record<PaymentMethodId, readonly PaymentField[]> = {
  card: ['cardNumber', 'expiry', 'cvv'],
  mpesa: ['mpesaPhone'],
  bank: [],
  transfer: [],
};

type CodeFeedback = { ok: boolean; message: string } | null;

/**
 * The payment step (D7, D8, D14, D35). It stays mounted while closed, so Back and Escape keep
 * what was typed. M-Pesa comes first, its number from step 2; card details are checked here
 * and never sent or stored. Nothing due today (the Free Trial) asks for no payment details.
 */
export function PaymentDialog({
  open,
  plan,
  words,
  businessName,
  mobile,
  byEmail,
  onBack,
  onPay,
  onSent,
}: Props) {
  const { payment } = words;
  const catalogue = { plans: words.plans, discountCodes: payment.discountCodes };
  const codeMessageId = useId();
  const [method, setMethod] = useState<PaymentMethodId>(defaultPaymentMethod);
  const [codeInput, setCodeInput] = useState('');
  const [appliedCode, setAppliedCode] = useState<string | null>(null);
  const [codeFeedback, setCodeFeedback] = useState<CodeFeedback>(null);
  const order = orderSummary(plan, appliedCode, catalogue);
  const free = order?.dueToday === 0;
  const form = useForm(paymentFields(new Date(), payment), {
    words: words.form,
    initial: { mpesaPhone: normaliseKenyanMobile(mobile) ? mobile : '' },
    active: free ? [] : fieldsOf[method],
    send: async (data) => {
      if (!order) return { status: 'idle' };
      if (free) return onPay(order, { method: null });
      const mpesaPhone = method === 'mpesa' ? String(data.mpesaPhone) : undefined;
      return onPay(order, { method, mpesaPhone });
    },
    onSent,
  });
  if (!order) return null;

  function applyCode() {
    const typed = codeInput.trim();
    const code = typed ? findDiscountCode(typed, payment.discountCodes) : undefined;
    if (!code) {
      setAppliedCode(null);
      setCodeFeedback({ ok: false, message: typed ? payment.invalidCode : payment.codeFirst });
      return;
    }
    setAppliedCode(code.code);
    setCodeFeedback({
      ok: true,
      message:
        order && order.subtotal > 0
          ? fill(payment.codeApplied, { code: code.code, description: code.description })
          : fill(payment.codeNothingDue, { code: code.code, plan: plan.title }),
    });
  }

  const instructions =
    !free && (method === 'bank' || method === 'transfer') ? payment.instructions[method] : null;

  return (
    <Dialog open={open} onClose={onBack} className="fixed inset-0 z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/50" />
      <div className="fixed inset-0 flex justify-center overflow-y-auto p-4 sm:items-center">
        <DialogPanel className="my-auto w-full max-w-2xl rounded-2xl bg-white p-6 shadow-xl sm:p-8">
          <DialogTitle className="text-2xl font-bold tracking-tight text-slate-900">
            {payment.title}
          </DialogTitle>
          <form {...form.formProps} className="mt-6 space-y-6">
            {free ? (
              <p className="rounded-xl bg-brand-50 p-4 text-sm font-medium text-brand-950">
                {payment.trialNothingDue}
              </p>
            ) : (
              <RadioGroup
                value={method}
                onChange={(next: PaymentMethodId) => {
                  setMethod(next);
                  form.clearErrors();
                }}
                aria-label={payment.methodLabel}
                className="grid grid-cols-2 gap-3 sm:grid-cols-4"
              >
                {payment.methods.map((option) => (
                  <FieldGroup
                    key={option.id}
                    className={cn(
                      'relative flex items-start gap-2 rounded-xl p-3',
                      method === option.id
                        ? 'bg-brand-50 ring-2 ring-brand-700'
                        : 'ring-1 ring-slate-300',
                    )}
                  >
                    <Radio
                      value={option.id}
                      className="group relative z-10 mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full ring-1 ring-slate-500 focus:outline-none data-[focus]:outline data-[focus]:outline-2 data-[focus]:outline-offset-2 data-[focus]:outline-brand-700 data-[checked]:ring-brand-700"
                    >
                      <span className="hidden size-2 rounded-full bg-brand-700 group-data-[checked]:block" />
                    </Radio>
                    <div>
                      <Label className="block cursor-pointer font-semibold text-slate-900 after:absolute after:inset-0 after:rounded-xl">
                        {option.label}
                      </Label>
                      <Description className="mt-0.5 block text-xs text-slate-600">
                        {option.description}
                      </Description>
                    </div>
                  </FieldGroup>
                ))}
              </RadioGroup>
            )}

            {!free && method === 'card' ? (
              <div className="grid gap-5 sm:grid-cols-4">
                <InputField
                  {...form.field('cardNumber')}
                  inputMode="numeric"
                  placeholder="1234 5678 9012 3456"
                  className="sm:col-span-4"
                />
                <InputField
                  {...form.field('expiry')}
                  inputMode="numeric"
                  placeholder={payment.expiryPlaceholder}
                  maxLength={5}
                  className="sm:col-span-2"
                />
                <InputField
                  {...form.field('cvv')}
                  inputMode="numeric"
                  maxLength={4}
                  className="sm:col-span-2"
                />
              </div>
            ) : null}
            {!free && method === 'mpesa' ? (
              <InputField
                {...form.field('mpesaPhone')}
                hint={
                  byEmail
                    ? payment.mpesaHintByEmail
                    : fill(payment.mpesaHint, { amount: formatKes(order.dueToday) })
                }
              />
            ) : null}
            {instructions ? (
              <div className="rounded-xl bg-slate-50 p-4 text-sm text-slate-800">
                <p>{instructions.intro}</p>
                <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                  {instructions.rows.map((row) => (
                    <Row key={row.label} label={row.label} value={row.value} />
                  ))}
                  <Row
                    label={instructions.referenceLabel}
                    value={
                      // A Paybill's account field takes only letters and digits (lib/mpesa.ts).
                      method === 'transfer' ? mpesaAccountReference(businessName) : businessName
                    }
                  />
                  <Row label={payment.amount} value={formatKes(order.dueToday)} />
                </dl>
              </div>
            ) : null}

            <Field label={payment.codeLabel} name="discountCode">
              {(props) => (
                <div className="flex gap-2">
                  <input
                    {...props}
                    value={codeInput}
                    onChange={(event) => setCodeInput(event.target.value)}
                    onKeyDown={(event) => {
                      // Enter applies the code rather than paying.
                      if (event.key === 'Enter') {
                        event.preventDefault();
                        applyCode();
                      }
                    }}
                    aria-invalid={codeFeedback?.ok === false ? true : undefined}
                    aria-describedby={codeMessageId}
                    autoCapitalize="characters"
                    autoComplete="off"
                    className={cn(props.className, 'min-w-0 flex-1')}
                  />
                  <Button variant="secondary" onClick={applyCode}>
                    {payment.apply}
                  </Button>
                </div>
              )}
            </Field>
            <p
              id={codeMessageId}
              role="status"
              className={cn(
                '-mt-4 text-sm font-medium empty:hidden',
                codeFeedback?.ok ? 'text-brand-800' : 'text-red-700',
              )}
            >
              {codeFeedback?.message}
            </p>

            <OrderSummaryTable order={order} words={payment} />
            <FormActions
              form={form}
              before={
                <Button variant="secondary" onClick={onBack}>
                  {payment.back}
                </Button>
              }
              // What the press does (D41): starts the trial, sends the registration by email, or
              // with an endpoint has the platform prompt the M-Pesa phone for the amount.
              submitLabel={
                free
                  ? payment.startTrial
                  : byEmail
                    ? payment.sendByEmail
                    : fill(payment.pay, { amount: formatKes(order.dueToday) })
              }
              privacy={byEmail ? payment.privacyByEmail : payment.privacy}
              sentMessage={payment.sent}
              mailtoNote={payment.securityAnswerOutOfEmail}
            />
            {form.state.status === 'mailto' ? (
              <EmailHandOver
                href={form.state.href}
                email={words.form.mailto.email}
                words={payment.handOver}
              >
                <NextSteps
                  title={payment.next.title}
                  steps={[
                    payment.next.reply,
                    ...(free ? [] : [payment.next.payment]),
                    payment.next.security,
                  ]}
                  link={{ href: words.next.login, text: payment.next.login }}
                />
              </EmailHandOver>
            ) : null}
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{value}</dd>
    </>
  );
}

function SummaryRow({
  label,
  value,
  className = 'text-slate-700',
}: {
  label: string;
  value: string;
  className?: string;
}) {
  return (
    <div className={cn('flex justify-between gap-4', className)}>
      <dt>{label}</dt>
      <dd className="text-right">{value}</dd>
    </div>
  );
}

/** Plan, subtotal, discount and total, with subtotal − discount = total (D7). */
function OrderSummaryTable({ order, words }: { order: OrderSummary; words: PaymentWords }) {
  return (
    <section aria-labelledby="order-summary-title" className="rounded-xl ring-1 ring-slate-200">
      <h3 id="order-summary-title" className="border-b border-slate-200 px-4 py-3 font-semibold">
        {words.summary}
      </h3>
      <dl className="space-y-2 px-4 py-3 text-sm">
        <SummaryRow label={words.plan} value={order.plan.title} />
        <SummaryRow label={words.subtotal} value={formatKes(order.subtotal)} />
        <SummaryRow
          label={
            order.code ? fill(words.discountWithCode, { code: order.code.code }) : words.discount
          }
          value={order.discount > 0 ? `− ${formatKes(order.discount)}` : formatKes(0)}
        />
        <SummaryRow
          label={words.total}
          value={formatKes(order.total)}
          className="border-t border-slate-200 pt-2 font-semibold text-slate-900"
        />
      </dl>
      <p className="border-t border-slate-200 px-4 py-3 text-sm text-slate-700">{words.vatNote}</p>
      {order.afterTrial ? (
        <p className="border-t border-slate-200 px-4 py-3 text-sm text-slate-700">
          <strong className="font-semibold text-slate-900">
            {fill(words.dueToday, { amount: formatKes(order.dueToday) })}
          </strong>{' '}
          {fill(words.afterTrial, {
            plan: order.afterTrial.plan.title,
            price: formatKes(order.afterTrial.monthlyKes),
          })}
        </p>
      ) : null}
    </section>
  );
}

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
import { formPrivacy } from '@/content/form-privacy';
import {
  defaultPaymentMethod,
  paymentCopy,
  paymentInstructions,
  paymentMethods,
  type PaymentMethodId,
} from '@/content/payment';
import type { Plan } from '@/content/plans';
import { signupCopy } from '@/content/signup';
import { cn } from '#cn';
import type { Fields, SubmitResult } from '@/lib/forms';
import { formatKes } from '@/lib/money';
import { findDiscountCode, orderSummary, type OrderSummary } from '@/lib/order';
import {
  cardExpiry,
  cardNumber,
  cvv,
  formatExpiry,
  groupCardNumber,
  kenyanMobile,
} from '@/lib/validation';

type Props = {
  open: boolean;
  plan: Plan;
  businessName: string;
  onBack: () => void;
  /** Sends the registration; the payment details themselves never leave this dialog. */
  onPay: (order: OrderSummary, method: PaymentMethodId) => Promise<SubmitResult>;
};

type PaymentField = 'cardNumber' | 'expiry' | 'cvv' | 'mpesaPhone';

function paymentFields(now: Date): Fields<PaymentField> {
  return {
    cardNumber: {
      label: 'Card number',
      required: true,
      rules: [cardNumber],
      autoComplete: 'cc-number',
      format: groupCardNumber,
    },
    expiry: {
      label: 'Expiration date (MM/YY)',
      errorLabel: 'Card’s expiry date',
      required: true,
      rules: [cardExpiry(now)],
      autoComplete: 'cc-exp',
      format: formatExpiry,
    },
    cvv: {
      label: 'CVV',
      errorLabel: 'Card’s security code',
      required: true,
      rules: [cvv],
      autoComplete: 'cc-csc',
    },
    mpesaPhone: {
      label: 'M-Pesa phone number',
      type: 'tel',
      required: true,
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
 * The payment step (D7, D8, D14). It stays mounted while closed, so Back and Escape keep
 * what was typed; card and M-Pesa details are checked here and never sent or stored.
 */
export function PaymentDialog({ open, plan, businessName, onBack, onPay }: Props) {
  const codeMessageId = useId();
  const [method, setMethod] = useState<PaymentMethodId>(defaultPaymentMethod);
  const [codeInput, setCodeInput] = useState('');
  const [appliedCode, setAppliedCode] = useState<string | null>(null);
  const [codeFeedback, setCodeFeedback] = useState<CodeFeedback>(null);
  const order = orderSummary(plan, appliedCode);
  const form = useForm(paymentFields(new Date()), {
    active: fieldsOf[method],
    send: async () => (order ? onPay(order, method) : { status: 'idle' }),
  });
  if (!order) return null;

  function applyCode() {
    const typed = codeInput.trim();
    const code = typed ? findDiscountCode(typed) : undefined;
    if (!code) {
      setAppliedCode(null);
      setCodeFeedback({
        ok: false,
        message: typed ? paymentCopy.invalidCode : 'Type a gift or discount code first.',
      });
      return;
    }
    setAppliedCode(code.code);
    setCodeFeedback({
      ok: true,
      message:
        order && order.subtotal > 0
          ? `${code.code} applied: ${code.description}.`
          : `${code.code} is valid, but nothing is due today on the ${plan.title}.`,
    });
  }

  const instructions =
    method === 'bank' || method === 'transfer' ? paymentInstructions[method] : null;

  return (
    <Dialog open={open} onClose={onBack} className="fixed inset-0 z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/50" />
      <div className="fixed inset-0 flex justify-center overflow-y-auto p-4 sm:items-center">
        <DialogPanel className="my-auto w-full max-w-2xl rounded-2xl bg-white p-6 shadow-xl sm:p-8">
          <DialogTitle className="text-2xl font-bold tracking-tight text-slate-900">
            Payment
          </DialogTitle>
          <form {...form.formProps} className="mt-6 space-y-6">
            <RadioGroup
              value={method}
              onChange={(next: PaymentMethodId) => {
                setMethod(next);
                form.clearErrors();
              }}
              aria-label="Payment method"
              className="grid grid-cols-2 gap-3 sm:grid-cols-4"
            >
              {paymentMethods.map((option) => (
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

            {method === 'card' ? (
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
                  placeholder="MM/YY"
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
            {method === 'mpesa' ? (
              <InputField {...form.field('mpesaPhone')} hint={paymentCopy.mpesaHint} />
            ) : null}
            {instructions ? (
              <div className="rounded-xl bg-slate-50 p-4 text-sm text-slate-800">
                <p>{instructions.intro}</p>
                <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                  {instructions.rows.map((row) => (
                    <Row key={row.label} label={row.label} value={row.value} />
                  ))}
                  <Row label={instructions.referenceLabel} value={businessName} />
                  <Row label="Amount" value={formatKes(order.dueToday)} />
                </dl>
              </div>
            ) : null}

            <Field label="Gift or discount code" name="discountCode">
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
                    Apply
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

            <OrderSummaryTable order={order} />
            <FormActions
              form={form}
              before={
                <Button variant="secondary" onClick={onBack}>
                  Back
                </Button>
              }
              submitLabel="Pay"
              privacy={formPrivacy.payment}
              sentMessage="Taking you to the login page."
              mailtoNote={signupCopy.securityAnswerOutOfEmail}
            />
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
function OrderSummaryTable({ order }: { order: OrderSummary }) {
  return (
    <section aria-labelledby="order-summary-title" className="rounded-xl ring-1 ring-slate-200">
      <h3 id="order-summary-title" className="border-b border-slate-200 px-4 py-3 font-semibold">
        Order summary
      </h3>
      <dl className="space-y-2 px-4 py-3 text-sm">
        <SummaryRow label="Plan" value={order.plan.title} />
        <SummaryRow label="Subtotal" value={formatKes(order.subtotal)} />
        <SummaryRow
          label={order.code ? `Discount (${order.code.code})` : 'Discount'}
          value={order.discount > 0 ? `− ${formatKes(order.discount)}` : formatKes(0)}
        />
        <SummaryRow
          label="Total"
          value={formatKes(order.total)}
          className="border-t border-slate-200 pt-2 font-semibold text-slate-900"
        />
      </dl>
      {order.afterTrial ? (
        <p className="border-t border-slate-200 px-4 py-3 text-sm text-slate-700">
          <strong className="font-semibold text-slate-900">
            {formatKes(order.dueToday)} due today.
          </strong>{' '}
          After your {order.afterTrial.months}-month trial, {order.afterTrial.plan.title} continues
          at {formatKes(order.afterTrial.monthlyKes)} per month.
        </p>
      ) : null}
    </section>
  );
}

import { Button } from '@/components/button';
import type { FormState } from '@/components/form/use-form';
import { site } from '@/content/site';

type Props = {
  state: FormState;
  errorCount: number;
  /** Sends the same values again; the Retry button appears only after a failed send. */
  onRetry?: () => void;
  /** What a successful send means for this form: "We reply within one working day." */
  sentMessage?: string;
  /** Said in the email case, e.g. what the email leaves out. */
  mailtoNote?: string;
};

/** The error summary's words, written once for every form. */
export function errorSummary(count: number): string {
  return `${count === 1 ? '1 field needs' : `${count} fields need`} your attention.`;
}

/**
 * One polite live region per form: it announces invalid fields, progress, and the outcome,
 * including the honest no-endpoint case where the visitor's email app does the sending.
 */
export function FormStatus({ state, errorCount, onRetry, sentMessage, mailtoNote }: Props) {
  return (
    <div role="status" aria-live="polite" className="empty:hidden">
      {errorCount > 0 && state.status !== 'sending' ? (
        <p className="mt-4 text-sm font-medium text-red-700">{errorSummary(errorCount)}</p>
      ) : state.status === 'sending' ? (
        <p className="mt-4 text-sm text-slate-700">Sending…</p>
      ) : state.status === 'sent' ? (
        <p className="mt-4 rounded-lg bg-brand-50 p-4 text-sm font-medium text-brand-900">
          Thank you, it’s on its way. {sentMessage}
        </p>
      ) : state.status === 'notice' ? (
        <p className="mt-4 rounded-lg bg-amber-50 p-4 text-sm font-medium text-amber-950">
          {state.message}
        </p>
      ) : state.status === 'mailto' ? (
        <div className="mt-4 rounded-lg bg-amber-50 p-4 text-sm text-amber-950">
          <p className="font-medium">
            Your email app should now open with this message ready to send.
          </p>
          <p className="mt-1">
            It is addressed to {site.contact.email}; press Send there to reach us. Nothing was sent
            from this page. {mailtoNote ? `${mailtoNote} ` : ''}If no email app opened,{' '}
            <a href={state.href} className="font-medium underline">
              open the message again
            </a>{' '}
            or write to{' '}
            <a href={`mailto:${site.contact.email}`} className="font-medium underline">
              {site.contact.email}
            </a>
            .
          </p>
        </div>
      ) : state.status === 'error' ? (
        <div className="mt-4 rounded-lg bg-red-50 p-4 text-sm text-red-900">
          <p className="font-medium">{state.message}</p>
          {onRetry ? (
            <Button variant="danger" size="sm" onClick={onRetry} className="mt-2">
              Retry
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

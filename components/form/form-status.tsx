import { Button } from '@/components/button';
import type { FormState } from '@/components/form/use-form';
import type { FormWords } from '@/lib/form-words';
import { fill } from '@/lib/template';
import { focusOnShow } from './focus-on-show';

type Props = {
  state: FormState;
  errorCount: number;
  /** The engine's words in the page's language. */
  words: FormWords;
  /** Sends the same values again; the Retry button appears only after a failed send. */
  onRetry?: () => void;
  /** What a successful send means for this form: "We reply within one working day." */
  sentMessage?: string;
  /** Said in the email case, e.g. what the email leaves out. */
  mailtoNote?: string;
};

/** The error summary's words, written once for every form. */
export function errorSummary(count: number, words: FormWords['needAttention']): string {
  return count === 1 ? words.one : fill(words.other, { count });
}

/**
 * One polite live region per form: it announces invalid fields, progress, and the outcome,
 * including the honest no-endpoint case where the visitor's email app does the sending; an
 * outcome takes focus as it appears (focus-on-show.ts). Each state is its own keyed element,
 * replaced whole when the state changes, so a translator's <font> around the words of one
 * never meets React (components/live-text.tsx).
 */
export function FormStatus({ state, errorCount, words, onRetry, sentMessage, mailtoNote }: Props) {
  const { mailto } = words;
  return (
    <div role="status" aria-live="polite" className="empty:hidden">
      {errorCount > 0 && state.status !== 'sending' ? (
        <p key="errors" className="mt-4 text-sm font-medium text-red-700">
          {errorSummary(errorCount, words.needAttention)}
        </p>
      ) : state.status === 'sending' ? (
        <p key="sending" className="mt-4 text-sm text-slate-700">
          {words.sending}
        </p>
      ) : state.status === 'sent' ? (
        <p
          key="sent"
          ref={focusOnShow}
          tabIndex={-1}
          className="mt-4 rounded-lg bg-brand-50 p-4 text-sm font-medium text-brand-900"
        >
          {words.sent} {sentMessage}
        </p>
      ) : state.status === 'notice' ? (
        <p
          key="notice"
          ref={focusOnShow}
          tabIndex={-1}
          className="mt-4 rounded-lg bg-amber-50 p-4 text-sm font-medium text-amber-950"
        >
          {state.message}
        </p>
      ) : state.status === 'mailto' ? (
        <div
          key="mailto"
          ref={focusOnShow}
          tabIndex={-1}
          className="mt-4 rounded-lg bg-amber-50 p-4 text-sm text-amber-950"
        >
          <p className="font-medium">{mailto.open}</p>
          <p className="mt-1">
            {mailto.addressed} {mailtoNote ? `${mailtoNote} ` : ''}
            {mailto.again.before}
            <a href={state.href} className="font-medium underline">
              {mailto.again.link}
            </a>
            {mailto.again.after}{' '}
            <a href={`mailto:${mailto.email}`} className="font-medium underline">
              {mailto.email}
            </a>
            .
          </p>
        </div>
      ) : state.status === 'error' ? (
        <div
          key="error"
          ref={focusOnShow}
          tabIndex={-1}
          className="mt-4 rounded-lg bg-red-50 p-4 text-sm text-red-900"
        >
          <p className="font-medium">{state.message}</p>
          {onRetry ? (
            <Button variant="danger" size="sm" onClick={onRetry} className="mt-2">
              {words.retry}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

import { Button, type ButtonStyle } from '@/components/button';
import { awaitingScript, useHydrated } from '@/components/islands/use-hydrated';
import { FormStatus } from './form-status';
import { PrivacyNote } from './privacy-note';
import type { FormState } from './use-form';
import type { FormWords } from '@/lib/form-words';

type Props = {
  form: { state: FormState; errorCount: number; retry: () => void; words: FormWords };
  submitLabel: string;
  /** Who receives what is typed and why (content/form-privacy.ts). */
  privacy: string;
  sentMessage?: string;
  mailtoNote?: string;
  /** Opens the privacy link in a new tab, saying so in these words (a framed form, D27). */
  privacyNewTab?: string;
  /** A full-width button above its note (narrow cards), instead of side by side. */
  stacked?: boolean;
  variant?: ButtonStyle['variant'];
  /** A control before the submit button in its row, e.g. Back. */
  before?: React.ReactNode;
};

/** A form's submit button with its privacy note beside it, then the form's status. */
export function FormActions({
  form,
  submitLabel,
  privacy,
  sentMessage,
  mailtoNote,
  privacyNewTab,
  stacked,
  variant,
  before,
}: Props) {
  const sending = form.state.status === 'sending';
  const ready = useHydrated();
  return (
    <div>
      <div className={stacked ? 'space-y-3' : 'flex flex-wrap items-center gap-x-5 gap-y-3'}>
        {before}
        <Button
          type="submit"
          variant={variant}
          disabled={sending || !ready}
          {...awaitingScript(ready)}
          className={stacked ? 'w-full' : 'shrink-0'}
        >
          {sending ? form.words.sending : submitLabel}
        </Button>
        <PrivacyNote
          linkText={form.words.privacyLink}
          href={form.words.privacyHref}
          newTab={privacyNewTab}
          className={stacked ? undefined : 'min-w-0 flex-1 basis-60'}
        >
          {privacy}
        </PrivacyNote>
      </div>
      <FormStatus
        state={form.state}
        words={form.words}
        errorCount={form.errorCount}
        onRetry={form.retry}
        sentMessage={sentMessage}
        mailtoNote={mailtoNote}
      />
    </div>
  );
}

import { useId } from 'react';
import { buttonClass } from '@/components/button';
import { CopyText } from '@/components/form/copy-text';
import type { SignupWords } from '@/lib/form-words';
import { fill } from '@/lib/template';

type Props = {
  /** The mailto: link the form engine made: its subject and body are the prepared email. */
  href: string;
  /** Where the email goes. */
  email: string;
  /** The login page, which then says what happened to the registration. */
  next: string;
  words: SignupWords['payment']['handOver'];
};

/**
 * The registration handed to the visitor's email (D15, D35): the text the email app was given,
 * to copy into webmail when no app opened, beside the link that opens the app again. The text
 * is the form engine's, so it already leaves out the security answer and every payment detail.
 */
export function EmailHandOver({ href, email, next, words }: Props) {
  const id = useId();
  const mail = new URL(href);
  const subject = mail.searchParams.get('subject') ?? '';
  const body = mail.searchParams.get('body') ?? '';

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl p-4 ring-1 ring-slate-200">
      <h3 id={`${id}-title`} className="font-semibold text-slate-900">
        {words.title}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{fill(words.text, { email, subject })}</p>
      <CopyText
        label={words.label}
        text={body}
        rows={6}
        words={{ ...words, copied: fill(words.copied, { email }) }}
      >
        <a href={href} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
          {words.open}
        </a>
      </CopyText>
      <p className="mt-4 text-sm">
        <a href={next} className="font-semibold text-brand-800 underline">
          {words.next}
        </a>
      </p>
    </section>
  );
}

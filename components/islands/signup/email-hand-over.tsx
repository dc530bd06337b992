import { useId } from 'react';
import { buttonClass } from '@/components/button';
import { CopyText } from '@/components/form/copy-text';
import { focusOnShow } from '@/components/form/focus-on-show';
import type { SignupWords } from '@/lib/form-words';
import { fill } from '@/lib/template';

type Props = {
  /** The mailto: link the form engine made: its subject and body are the prepared email. */
  href: string;
  /** Where the email goes. */
  email: string;
  /** The login page, for when the account is ready. */
  login: string;
  words: SignupWords['payment']['handOver'];
  /** What happens next, for the owner (D41). */
  next: SignupWords['payment']['next'];
  /** A paid plan: the first payment is arranged by the team. */
  paid: boolean;
};

/**
 * The registration handed to the visitor's email (D15, D35): the text the email app was given,
 * to copy into webmail when no app opened, beside the link that opens the app again; then what
 * happens next, and the login page for when the account is ready (D41). It takes focus as it
 * appears, so it is in view at once. The text
 * is the form engine's, so it already leaves out the security answer and every payment detail.
 */
export function EmailHandOver({ href, email, login, words, next, paid }: Props) {
  const id = useId();
  const mail = new URL(href);
  const subject = mail.searchParams.get('subject') ?? '';
  const body = mail.searchParams.get('body') ?? '';

  return (
    <section
      ref={focusOnShow}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="rounded-xl p-4 ring-1 ring-slate-200"
    >
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
      <h3 className="mt-5 font-semibold text-slate-900">{next.title}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
        <li>{next.reply}</li>
        {paid ? <li>{next.payment}</li> : null}
        <li>{next.security}</li>
      </ul>
      <p className="mt-3 text-sm">
        <a href={login} className="font-semibold text-brand-800 underline">
          {next.login}
        </a>
      </p>
    </section>
  );
}

import { useId } from 'react';
import { buttonClass } from '@/components/button';
import { CopyText } from './copy-text';
import { focusOnShow } from './focus-on-show';
import { fill } from '@/lib/template';

/** The hand-over's words; `{email}` and `{subject}` are filled from the prepared email. */
export type EmailHandOverWords = {
  title: string;
  text: string;
  label: string;
  copy: string;
  copied: string;
  copyFailed: string;
  open: string;
};

type Props = {
  /** The mailto: link the form engine made: its subject and body are the prepared email. */
  href: string;
  /** Where the email goes. */
  email: string;
  words: EmailHandOverWords;
  /** What happens next, said after the text (a sign-up's, a demo request's). */
  children: React.ReactNode;
};

/**
 * A form handed to the visitor's email (D15): the text the email app was given, to copy into
 * webmail when no app opened, beside the link that opens the app again; then what happens
 * next. It takes focus as it appears, so it is in view at once. The text is the form engine's,
 * so it already leaves out what must not travel by email (D24, D35).
 */
export function EmailHandOver({ href, email, words, children }: Props) {
  const id = useId();
  const mail = new URL(href);
  const subject = mail.searchParams.get('subject') ?? '';
  const body = mail.searchParams.get('body') ?? '';

  return (
    <section
      ref={focusOnShow}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="mt-4 rounded-xl p-4 ring-1 ring-slate-200"
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
      {children}
    </section>
  );
}

/** "What happens next" after a form, as a short list, and a link on where there is one. */
export function NextSteps({
  title,
  steps,
  link,
}: {
  title: string;
  steps: readonly string[];
  link?: { href: string; text: string };
}) {
  return (
    <>
      <h3 className="mt-5 font-semibold text-slate-900">{title}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
      {link ? (
        <p className="mt-3 text-sm">
          <a href={link.href} className="font-semibold text-brand-800 underline">
            {link.text}
          </a>
        </p>
      ) : null}
    </>
  );
}

import { useId } from 'react';
import { Button } from '@/components/button';
import { inputClass } from '@/components/form/fields';
import { useCopy } from '@/components/islands/use-copy';

type Props = {
  /** The text's label: "Your message". */
  label: string;
  text: string;
  words: { copy: string; copied: string; copyFailed: string };
  rows?: number;
  /** Beside the Copy button, e.g. the link that opens the email app again. */
  children?: React.ReactNode;
};

/**
 * A written-out message to copy into any app (webmail, SMS, another chat): its text, read-only,
 * and a Copy button that says how it went; where the browser refuses, the text is selected.
 */
export function CopyText({ label, text, words, rows = 5, children }: Props) {
  const id = useId();
  const { field, outcome, copy } = useCopy();
  return (
    <>
      <label htmlFor={id} className="mt-3 block text-sm font-medium">
        {label}
      </label>
      <textarea
        ref={field}
        id={id}
        readOnly
        rows={rows}
        value={text}
        className={`${inputClass} mt-1.5 text-sm`}
      />
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <Button size="sm" onClick={() => copy(text)}>
          {words.copy}
        </Button>
        {children}
        <p role="status" className="text-sm empty:hidden">
          {outcome === 'copied' ? words.copied : outcome === 'failed' ? words.copyFailed : ''}
        </p>
      </div>
    </>
  );
}

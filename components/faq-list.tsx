import { ChevronDownIcon } from '@/components/icons';
import type { Faq } from '@/content/pricing';

/**
 * Questions that open and close with no script: `<details>` gives the keyboard, the expanded
 * state for screen readers, and find-in-page opening a closed answer. The answers are in the
 * static HTML for search engines and for readers without JavaScript.
 */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <div className="divide-y divide-slate-200 border-y border-slate-200">
      {faqs.map((faq) => (
        <details key={faq.id} id={faq.id} className="group py-2">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md py-3 text-left text-base font-semibold text-slate-900 hover:text-brand-800 [&::-webkit-details-marker]:hidden">
            {faq.question}
            <ChevronDownIcon className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
          </summary>
          <p className="pb-4 pr-10 text-slate-700">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}

'use client';

import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { ChevronDownIcon } from '@/components/icons';
import type { Faq } from '@/content/pricing';

/**
 * Questions that open and close. Closed answers stay in the page (hidden, not unmounted), so
 * they are in the static HTML for search engines and for readers without JavaScript.
 */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <dl className="divide-y divide-slate-200 border-y border-slate-200">
      {faqs.map((faq) => (
        <Disclosure key={faq.id} as="div" id={faq.id} className="py-2">
          <dt>
            <DisclosureButton className="group flex w-full items-center justify-between gap-4 rounded-md py-3 text-left text-base font-semibold text-slate-900 hover:text-brand-800">
              {faq.question}
              <ChevronDownIcon className="size-5 shrink-0 text-slate-500 transition-transform group-data-[open]:rotate-180 motion-reduce:transition-none" />
            </DisclosureButton>
          </dt>
          <DisclosurePanel as="dd" unmount={false} className="pb-4 pr-10 text-slate-700">
            {faq.answer}
          </DisclosurePanel>
        </Disclosure>
      ))}
    </dl>
  );
}

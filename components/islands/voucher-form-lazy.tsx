'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

/**
 * The voucher request (D37) in a client chunk of its own: React.lazy splits it out (Next's
 * lazy-loading guide), the static HTML has it as any island, and only the pages that render
 * it load its script, so the listings without vouchers, most of them, do not.
 */
const VoucherForm = lazy(() =>
  import('./voucher-form').then((module) => ({ default: module.VoucherForm })),
);

export function LazyVoucherForm(props: ComponentProps<typeof VoucherForm>) {
  return (
    <Suspense>
      <VoucherForm {...props} />
    </Suspense>
  );
}

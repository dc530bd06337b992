'use client';

import { island } from './island';
import { useSearchParams } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import type { RegistrationNoticeWords } from '@/lib/form-words';
import { SIGNUP_STORAGE_KEY, savedBusinessName } from '@/lib/signup-storage';
import { fill } from '@/lib/template';

const noSubscription = () => () => {};

function businessName(): string {
  try {
    return savedBusinessName(window.sessionStorage.getItem(SIGNUP_STORAGE_KEY));
  } catch {
    return '';
  }
}

/** On /login after sign-up: what happened to the registration request, said plainly. */
export const RegistrationNotice = island(
  'RegistrationNotice',
  function RegistrationNotice({ words }: { words: RegistrationNoticeWords }) {
    const status = useSearchParams().get('registered');
    const business = useSyncExternalStore(noSubscription, businessName, () => '');
    if (status !== 'mailto' && status !== 'sent') return null;
    const notice = words[status];
    return (
      <div
        role="status"
        className={
          status === 'sent'
            ? 'mb-6 rounded-xl bg-brand-50 p-4 text-sm text-brand-950'
            : 'mb-6 rounded-xl bg-amber-50 p-4 text-sm text-amber-950'
        }
      >
        <p className="font-semibold">{notice.title}</p>
        <p className="mt-1">{fill(notice.text, { business: business || words.yourBusiness })}</p>
        {status === 'mailto' ? (
          <p className="mt-1">
            {words.writeTo}{' '}
            <a href={`mailto:${words.email}`} className="font-medium underline">
              {words.email}
            </a>{' '}
            {words.withDetails}
          </p>
        ) : null}
      </div>
    );
  },
);

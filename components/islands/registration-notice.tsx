'use client';

import { useSearchParams } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { registrationNotices } from '@/content/auth';
import { site } from '@/content/site';
import { SIGNUP_STORAGE_KEY, savedBusinessName } from '@/lib/signup-storage';

const noSubscription = () => () => {};

function businessName(): string {
  try {
    return savedBusinessName(window.sessionStorage.getItem(SIGNUP_STORAGE_KEY));
  } catch {
    return '';
  }
}

/** On /login after sign-up: what happened to the registration request, said plainly. */
export function RegistrationNotice() {
  const status = useSearchParams().get('registered');
  const business = useSyncExternalStore(noSubscription, businessName, () => '');
  if (status !== 'mailto' && status !== 'sent') return null;
  const notice = registrationNotices[status];
  return (
    <div
      role="status"
      className={
        status === 'sent'
          ? 'rounded-xl bg-brand-50 p-4 text-sm text-brand-950'
          : 'rounded-xl bg-amber-50 p-4 text-sm text-amber-950'
      }
    >
      <p className="font-semibold">{notice.title}</p>
      <p className="mt-1">{notice.text(business || 'your business')}</p>
      {status === 'mailto' ? (
        <p className="mt-1">
          If no email app opened, write to{' '}
          <a href={`mailto:${site.contact.email}`} className="font-medium underline">
            {site.contact.email}
          </a>{' '}
          with your business details.
        </p>
      ) : null}
    </div>
  );
}

import type { Metadata } from 'next';
import { ActionPair } from '@/components/cta-band';
import { Logo } from '@/components/logo';

export const metadata: Metadata = {
  title: 'Page not found',
  description: 'The page you were looking for is not here.',
  robots: { index: false },
};

export default function NotFound() {
  return (
    <main
      id="main"
      className="flex flex-1 flex-col items-center justify-center px-4 py-24 text-center"
    >
      <Logo />
      <p className="mt-10 text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900">Page not found</h1>
      <p className="mt-4 max-w-md text-lg text-slate-600">
        We could not find that page. It may have moved, or the link may be mistyped.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ActionPair
          main={{ label: 'Go to the home page', href: '/' }}
          other={{ label: 'Book a service', href: '/services' }}
        />
      </div>
    </main>
  );
}

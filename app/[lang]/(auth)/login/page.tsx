import { Link } from '@/components/link';
import { Suspense } from 'react';
import { AuthFrame } from '@/components/auth-frame';
import { LoginForm } from '@/components/islands/login-form';
import { RegistrationNotice } from '@/components/islands/registration-notice';
import { site } from '@/content/site';
import { loginWords, registrationNoticeWords } from '@/lib/form-words';
import { pageMetadata } from '@/lib/metadata';
import { dictionary } from '@/lib/page-language';

export async function generateMetadata() {
  const { loginCopy } = (await dictionary()).auth;
  return pageMetadata({
    title: loginCopy.metaTitle,
    description: loginCopy.metaDescription,
    path: '/login',
  });
}

export default async function LoginPage() {
  const words = await dictionary();
  const { authPanels, loginCopy } = words.auth;
  return (
    <AuthFrame panel={authPanels.login}>
      <div className="mx-auto max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        {/* A notice about what brought the visitor here (a finished sign-up) goes first. It
            carries its own margin: in the static HTML the boundary leaves a <template> here,
            so an `empty:hidden` wrapper kept its margin until hydration, then moved the form. */}
        <Suspense fallback={null}>
          <RegistrationNotice words={registrationNoticeWords(words)} />
        </Suspense>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{loginCopy.title}</h1>
        <p className="mt-2 text-slate-700">{loginCopy.intro}</p>
        <div className="mt-8">
          <LoginForm signInUrl={site.signInUrl} words={loginWords(words)} />
        </div>
        <p className="mt-8 text-center text-sm text-slate-700">
          {loginCopy.registerPrompt}{' '}
          <Link href="/signup" className="font-semibold text-brand-800 underline">
            {loginCopy.register}
          </Link>
        </p>
      </div>
    </AuthFrame>
  );
}

import type { Metadata } from 'next';
import { Link } from '@/components/link';
import { AuthFrame } from '@/components/auth-frame';
import { ForgotPasswordForm } from '@/components/islands/forgot-password-form';
import { forgotPasswordWords } from '@/lib/form-words';
import { pageMetadata } from '@/lib/metadata';
import { dictionary } from '@/lib/page-language';

export async function generateMetadata(): Promise<Metadata> {
  const { forgotPasswordCopy } = (await dictionary()).auth;
  return {
    ...(await pageMetadata({
      title: forgotPasswordCopy.metaTitle,
      description: forgotPasswordCopy.metaDescription,
      path: '/forgot-password',
    })),
    // A utility page, reached from the login form: not a search result, and not in the sitemap.
    robots: { index: false },
  };
}

export default async function ForgotPasswordPage() {
  const words = await dictionary();
  const { authPanels, forgotPasswordCopy } = words.auth;
  return (
    <AuthFrame panel={authPanels.forgotPassword}>
      <div className="mx-auto max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">
          {forgotPasswordCopy.title}
        </h1>
        <p className="mt-2 text-slate-700">{forgotPasswordCopy.intro}</p>
        <div className="mt-8">
          <ForgotPasswordForm words={forgotPasswordWords(words)} />
        </div>
        <p className="mt-8 text-center text-sm text-slate-700">
          <Link href="/login" className="font-semibold text-brand-800 underline">
            {forgotPasswordCopy.backToLogin}
          </Link>
        </p>
      </div>
    </AuthFrame>
  );
}

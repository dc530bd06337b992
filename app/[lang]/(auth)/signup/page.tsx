import { Link } from '@/components/link';
import { AuthFrame } from '@/components/auth-frame';
import { SignupWizard } from '@/components/islands/signup/signup-wizard';
import { signupWords } from '@/lib/form-words';
import { pageMetadata } from '@/lib/metadata';
import { dictionary } from '@/lib/page-language';

export async function generateMetadata() {
  const { signupCopy } = (await dictionary()).signup;
  return pageMetadata({
    title: signupCopy.title,
    description: signupCopy.metaDescription,
    path: '/signup',
  });
}

export default async function SignupPage() {
  const words = await dictionary();
  const { signupCopy } = words.signup;
  return (
    <AuthFrame panel={words.auth.authPanels.signup}>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{signupCopy.title}</h1>
      <p className="mt-2 text-slate-700">{signupCopy.intro}</p>
      <p className="mt-2 text-slate-700">
        {signupCopy.memberPrompt}{' '}
        <Link href="/login" className="font-semibold text-brand-800 underline">
          {signupCopy.logIn}
        </Link>
      </p>
      <SignupWizard words={signupWords(words)} />
    </AuthFrame>
  );
}

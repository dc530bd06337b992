import { Link } from '@/components/link';
import { AuthFrame } from '@/components/auth-frame';
import { SignupWizard } from '@/components/islands/signup/signup-wizard';
import { authPanels } from '@/content/auth';
import { signupCopy } from '@/content/signup';
import { pageMetadata } from '@/lib/metadata';

export const generateMetadata = () =>
  pageMetadata({
    title: signupCopy.title,
    description:
      'Register your service business on Miadi in three steps: your details, your business, and a plan, with a free trial to start.',
    path: '/signup',
  });

export default function SignupPage() {
  return (
    <AuthFrame panel={authPanels.signup}>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{signupCopy.title}</h1>
      <p className="mt-2 text-slate-700">{signupCopy.intro}</p>
      <p className="mt-2 text-slate-700">
        {signupCopy.memberPrompt}{' '}
        <Link prefetch={false} href="/login" className="font-semibold text-brand-800 underline">
          Log in
        </Link>
      </p>
      <SignupWizard />
    </AuthFrame>
  );
}

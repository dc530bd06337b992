import type { Image } from './types';

/**
 * Copy of the sign-up, login and forgot-password pages. Each page's promo panel is an
 * image whose calm top third carries the white text.
 */
export type AuthPanel = { image: Image; title: string; text: string };

const image = (name: 'signup' | 'login'): Image => ({
  src: `/images/auth/${name}.svg`,
  alt: '',
  width: 720,
  height: 960,
});

export const authPanels = {
  signup: {
    image: image('signup'),
    title: 'Bring your business online in minutes',
    text: 'Bookings around the clock, payments by card and M-Pesa, and your own business page: all in one app.',
  },
  login: {
    image: image('login'),
    title: 'Welcome back to Miadi',
    text: 'Your calendar, your clients and your payments, right where you left them.',
  },
  forgotPassword: {
    image: image('login'),
    title: 'Locked out? It happens.',
    text: 'Tell us the email you registered with and we will help you back into your account.',
  },
} as const satisfies Record<string, AuthPanel>;

export const loginCopy = {
  title: 'Welcome back',
  intro: 'Log in to manage your bookings, clients and payments.',
  registerPrompt: 'New to Miadi?',
  register: 'Register',
  metaTitle: 'Log in',
  metaDescription: 'Log in to Miadi to manage your bookings, clients, staff and payments.',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  /** What errors call the confirmation field. */
  confirmPasswordError: 'Password again',
  showConfirmPassword: 'Show confirm password',
  /** The checkbox's name for errors; on the page it reads "I accept the" + the terms link. */
  acceptTerms: 'I accept the Terms & Conditions',
  forgotPassword: 'Forgot Password?',
  submit: 'Login',
  orContinueWith: 'Or continue with',
  social: ['Google', 'Facebook'],
  /** Said when the build has no sign-in URL (site.signInUrl): nothing pretends to log in. */
  signInUnavailable:
    'Sign-in is not available in this build: this website has no sign-in service of its own yet. Nothing was sent, and what you typed is still here.',
} as const;

export const forgotPasswordCopy = {
  title: 'Forgot your password?',
  metaTitle: 'Forgot password',
  metaDescription: 'Ask for a link to choose a new password for your Miadi account.',
  submit: 'Send reset link',
  backToLogin: 'Back to login',
  intro:
    'Enter the email address you registered with. We will send you a link to choose a new password.',
  sentMessage: 'If an account uses this address, a reset link is on its way.',
} as const;

/** Around the notices: the name used when none was saved, and the mailto case's last line. */
export const registrationNoticeCopy = {
  yourBusiness: 'your business',
  writeTo: 'If no email app opened, write to',
  withDetails: 'with your business details.',
} as const;

/** What /login?registered=… says about a sign-up request (the business name is filled in). */
export const registrationNotices = {
  mailto: {
    title: 'One more step: send the email',
    text: 'Your registration request for {business} is ready in your email app: send it to complete your registration. Nothing was sent or charged from this page. Your security answer is not in the email: our team will set it with you when they confirm your account.',
  },
  sent: {
    title: 'Registration received',
    text: 'We received your registration for {business}. We will email you to confirm your account and plan; nothing has been charged yet.',
  },
} as const;

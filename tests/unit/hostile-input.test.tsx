import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactFormIsland } from '@/components/islands/contact-form-island';
import { DemoFormIsland } from '@/components/islands/demo-form-island';
import { ForgotPasswordForm } from '@/components/islands/forgot-password-form';
import { LoginForm } from '@/components/islands/login-form';
import { NewsletterFormIsland } from '@/components/islands/newsletter-form-island';
import { SignupWizard } from '@/components/islands/signup/signup-wizard';
import { dictionaryOf } from '@/content/dictionary';
import {
  contactFormWords,
  demoFormWords,
  forgotPasswordWords,
  loginWords,
  newsletterFormWords,
  signupWords,
} from '@/lib/form-words';
import { nodeFetch, startEndpoint } from './local-endpoint';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn() }),
  useParams: () => ({ lang: 'en' }),
}));

const en = dictionaryOf('en');

// What visitors really type: emoji (with skin tones, flags and joiners), right-to-left
// scripts, text that looks like HTML, and long messages.
const emoji = 'Wanjiru 👩🏾‍💼 🇰🇪 ✂️💅🏽';
const rtl = 'مرحبا بكم — שלום';
const html = '<img src=x onerror="window.__ran=1"><script>window.__ran=1</script>&amp; </textarea>';
const message = `${html} ${rtl} ${emoji} `.padEnd(5000, 'Habari yako? ');

let endpoint: Awaited<ReturnType<typeof startEndpoint>>;
beforeEach(async () => {
  endpoint = await startEndpoint([200]);
  globalThis.fetch = nodeFetch;
  sessionStorage.clear();
});
afterEach(() => endpoint.close());

async function paste(user: ReturnType<typeof userEvent.setup>, label: RegExp, text: string) {
  const field = screen.getByLabelText(label);
  await user.click(field);
  await user.paste(text);
  return field;
}

/** Nothing typed ran, and no element was made from it. */
function expectInert() {
  expect((window as { __ran?: number }).__ran).toBeUndefined();
  expect(document.querySelector('img, script')).toBeNull();
}

it('the 5,000-character message is exactly that long', () => {
  expect(message).toHaveLength(5000);
});

it('the contact form sends emoji, right-to-left and HTML-like text, every character', async () => {
  const user = userEvent.setup();
  render(<ContactFormIsland words={contactFormWords(en)} endpoint={endpoint.url} />);
  await paste(user, /first name/i, emoji);
  await paste(user, /last name/i, rtl);
  await paste(user, /^email/i, 'wanjiru@example.com');
  await paste(user, /^phone/i, '0712 345 678');
  const field = await paste(user, /message/i, message);
  expect(field).toHaveValue(message);
  expect(field).toHaveAttribute('dir', 'auto');
  await user.click(screen.getByRole('button', { name: 'Send message' }));

  expect(await screen.findByText(/Thank you, it’s on its way/)).toBeInTheDocument();
  expect(endpoint.bodies[0]).toMatchObject({
    data: { first_name: emoji, last_name: rtl, message },
  });
  expectInert();
});

it('the demo form sends them too', async () => {
  const user = userEvent.setup();
  render(<DemoFormIsland words={demoFormWords(en)} endpoint={endpoint.url} />);
  await paste(user, /^name/i, rtl);
  await paste(user, /business name/i, `${emoji} ${html}`);
  await paste(user, /^email/i, 'wanjiru@example.com');
  await paste(user, /^phone/i, '+254 112 345 678');
  await user.selectOptions(screen.getByLabelText(/business type/i), 'salon-barber');
  await paste(user, /^message/i, message);
  await user.click(screen.getByRole('button', { name: 'Request a demo' }));

  expect(await screen.findByText(/Thank you, it’s on its way/)).toBeInTheDocument();
  expect(endpoint.bodies[0]).toMatchObject({
    data: { name: rtl, business_name: `${emoji} ${html}`, message },
  });
  expectInert();
});

it.each([
  [
    'newsletter',
    () => <NewsletterFormIsland words={newsletterFormWords(en)} endpoint={endpoint.url} />,
    'Subscribe',
  ],
  [
    'forgot password',
    () => <ForgotPasswordForm words={forgotPasswordWords(en)} endpoint={endpoint.url} />,
    'Send reset link',
  ],
  ['login', () => <LoginForm signInUrl="" words={loginWords(en)} />, 'Login'],
])('the %s form refuses a hostile email but keeps every character of it', async (_, ui, button) => {
  const user = userEvent.setup();
  render(ui());
  const typed = `${emoji}${rtl}${html}`;
  const field = await paste(user, /email/i, typed);
  await user.click(screen.getByRole('button', { name: button }));
  expect(field).toHaveValue(typed);
  expect(field).toHaveAccessibleDescription(/email address like/);
  expect(endpoint.bodies).toEqual([]);
  expectInert();
});

it('the sign-up keeps hostile names through its checks and its steps', async () => {
  const user = userEvent.setup();
  render(<SignupWizard words={signupWords(en)} />);
  await paste(user, /first name/i, emoji);
  await paste(user, /last name/i, `${rtl} ${html}`);
  await paste(user, /^email/i, 'wanjiru@example.com');
  await paste(user, /^password/i, `${emoji}1a${html}`);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  const businessName = await screen.findByLabelText(/business name/i);
  await user.click(businessName);
  await user.paste(message);
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(await screen.findByLabelText(/first name/i)).toHaveValue(emoji);
  expect(screen.getByLabelText(/last name/i)).toHaveValue(`${rtl} ${html}`);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByLabelText(/business name/i)).toHaveValue(message);
  expectInert();
});

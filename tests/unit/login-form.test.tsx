import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginForm as Island } from '@/components/islands/login-form';
import { dictionaryOf } from '@/content/dictionary';
import { loginWords } from '@/lib/form-words';

const LoginForm = ({ signInUrl, lang = 'en' }: { signInUrl: string; lang?: 'en' | 'sw' }) => (
  <Island signInUrl={signInUrl} words={loginWords(dictionaryOf(lang))} />
);

describe('LoginForm', () => {
  it('checks the email, the password, the match and the terms', async () => {
    const user = userEvent.setup();
    render(<LoginForm signInUrl="" />);
    await user.type(screen.getByLabelText(/^email/i), 'wanjiru@');
    await user.type(screen.getByLabelText(/^password/i), 'passw0rd');
    await user.type(screen.getByLabelText(/confirm password/i), 'passw0rD');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByLabelText(/^email/i)).toHaveFocus();
    expect(screen.getByLabelText(/^email/i)).toHaveAccessibleDescription(/email address like/);
    expect(screen.getByLabelText(/confirm password/i)).toHaveAccessibleDescription(
      'Passwords do not match.',
    );
    expect(screen.getByRole('checkbox', { name: /terms/i })).toHaveAccessibleDescription(
      /Accept the Terms/,
    );
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('3 fields need your attention.');
  });

  it('says plainly that sign-in is not available in this build, and keeps what was typed', async () => {
    const user = userEvent.setup();
    render(<LoginForm signInUrl="" />);
    await user.type(screen.getByLabelText(/^email/i), 'wanjiru@example.com');
    await user.type(screen.getByLabelText(/^password/i), 'passw0rd');
    await user.type(screen.getByLabelText(/confirm password/i), 'passw0rd');
    await user.click(screen.getByRole('checkbox', { name: /terms/i }));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText(/Sign-in is not available in this build/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^email/i)).toHaveValue('wanjiru@example.com');

    await user.click(screen.getByRole('button', { name: 'Google' }));
    expect(screen.getAllByText(/Sign-in is not available in this build/)).toHaveLength(1);
  });

  it('gives each password its own show/hide toggle', async () => {
    const user = userEvent.setup();
    render(<LoginForm signInUrl="" />);
    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(screen.getByLabelText(/confirm password/i)).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText(/^password/i)).toHaveAttribute('type', 'password');
  });

  it('answers in Kiswahili on /sw/login', async () => {
    const user = userEvent.setup();
    render(<LoginForm signInUrl="" lang="sw" />);
    await user.type(screen.getByLabelText(/^nenosiri/i), 'passw0rd');
    await user.type(screen.getByLabelText(/thibitisha nenosiri/i), 'passw0rD');
    await user.click(screen.getByRole('button', { name: 'Ingia' }));
    expect(screen.getByLabelText(/^barua pepe/i)).toHaveAccessibleDescription('Andika barua pepe.');
    expect(screen.getByLabelText(/thibitisha nenosiri/i)).toHaveAccessibleDescription(
      'Manenosiri hayalingani.',
    );
    expect(
      screen.getByRole('checkbox', { name: /sheria na masharti/i }),
    ).toHaveAccessibleDescription('Kubali Sheria na Masharti ili uendelee.');
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Sehemu 3 zinahitaji kurekebishwa.');
    expect(screen.getByRole('button', { name: 'Onyesha nenosiri la kuthibitisha' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Umesahau Nenosiri?' })).toBeVisible();
    expect(screen.getByText('Au endelea kwa')).toBeVisible();
    expect(document.body).not.toHaveTextContent(/Enter|Accept|field|Password|Forgot|continue/);
  });
});

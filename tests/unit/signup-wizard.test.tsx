import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignupWizard as Island } from '@/components/islands/signup/signup-wizard';
import { dictionaryOf } from '@/content/dictionary';
import { signupWords } from '@/lib/form-words';
import { SIGNUP_STORAGE_KEY } from '@/lib/signup';

const push = jest.fn();
let lang = 'en';
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }), useParams: () => ({ lang }) }));

const SignupWizard = ({ lang = 'en' }: { lang?: 'en' | 'sw' }) => (
  <Island words={signupWords(dictionaryOf(lang))} />
);

beforeEach(() => {
  sessionStorage.clear();
  push.mockClear();
});

async function fillPersonal(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/first name/i), 'Achieng');
  await user.type(screen.getByLabelText(/last name/i), 'Odhiambo');
  await user.type(screen.getByLabelText(/^email/i), 'achieng@example.com');
  await user.type(screen.getByLabelText(/^password/i), 'salon2024');
}

describe('SignupWizard', () => {
  it('marks step 1 of 3 as current and says so in the heading and the title', async () => {
    render(<SignupWizard />);
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      '1Personal Details',
      '2Business Details',
      '3Choose a Plan',
    ]);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Step 1 of 3');
    await waitFor(() => expect(document.title).toBe('Personal Details – Step 1 of 3 | Miadi'));
  });

  it('refuses to continue with errors beside the fields, counted in a live region', async () => {
    const user = userEvent.setup();
    render(<SignupWizard />);
    await user.type(screen.getByLabelText(/first name/i), 'Achieng');
    await user.type(screen.getByLabelText(/^password/i), 'short');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText(/last name/i)).toHaveFocus();
    expect(screen.getByLabelText(/last name/i)).toHaveAccessibleDescription(
      'Enter your last name.',
    );
    expect(screen.getByLabelText(/^password/i)).toHaveAccessibleDescription(
      /at least 8 characters/i,
    );
    expect(screen.getByRole('status')).toHaveTextContent('3 fields need your attention.');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Personal Details');
  });

  it('moves focus to the next step heading, saves progress without the password, and Back keeps it', async () => {
    const user = userEvent.setup();
    render(<SignupWizard />);
    await fillPersonal(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading).toHaveTextContent('Step 2 of 3');
    expect(heading).toHaveFocus();
    await waitFor(() => expect(document.title).toBe('Business Details – Step 2 of 3 | Miadi'));

    const saved = sessionStorage.getItem(SIGNUP_STORAGE_KEY) ?? '';
    expect(JSON.parse(saved)).toMatchObject({ step: 1, values: { firstName: 'Achieng' } });
    expect(saved).not.toContain('salon2024');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/first name/i)).toHaveValue('Achieng');
    expect(screen.getByLabelText(/^password/i)).toHaveValue('salon2024');
  });

  it('shows and hides the password with a pressed toggle', async () => {
    const user = userEvent.setup();
    render(<SignupWizard />);
    const input = screen.getByLabelText(/^password/i);
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('comes back at the saved step after a reload, with the password empty', async () => {
    sessionStorage.setItem(
      SIGNUP_STORAGE_KEY,
      JSON.stringify({
        step: 1,
        values: { firstName: 'Achieng', businessName: 'Amani' },
        plan: null,
        slugEdited: false,
      }),
    );
    const user = userEvent.setup();
    render(<SignupWizard />);
    expect(await screen.findByLabelText(/business name/i)).toHaveValue('Amani');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/first name/i)).toHaveValue('Achieng');
    expect(screen.getByLabelText(/^password/i)).toHaveValue('');
  });

  it('is in Kiswahili on /sw/signup: steps, title, labels, messages and buttons', async () => {
    lang = 'sw';
    const user = userEvent.setup();
    render(<SignupWizard lang="sw" />);
    expect(screen.getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      '1Maelezo Binafsi',
      '2Maelezo ya Biashara',
      '3Chagua Mpango',
    ]);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Hatua ya 1 kati ya 3');
    await waitFor(() =>
      expect(document.title).toBe('Maelezo Binafsi – Hatua ya 1 kati ya 3 | Miadi'),
    );
    await user.type(screen.getByLabelText(/^nenosiri/i), 'short');
    await user.click(screen.getByRole('button', { name: 'Endelea' }));
    expect(screen.getByLabelText(/jina la kwanza/i)).toHaveFocus();
    expect(screen.getByLabelText(/jina la kwanza/i)).toHaveAccessibleDescription(
      'Andika jina la kwanza.',
    );
    expect(screen.getByLabelText(/^nenosiri/i)).toHaveAccessibleDescription(
      /Angalau alama 8.*Tumia angalau alama 8/,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Sehemu 4 zinahitaji kurekebishwa.');
    expect(screen.getByRole('button', { name: 'Onyesha nenosiri' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sera ya Faragha' })).toBeVisible();
    expect(document.body).not.toHaveTextContent(/Step|Enter|Continue|Privacy|Show password/);

    await user.type(screen.getByLabelText(/jina la kwanza/i), 'Achieng');
    await user.type(screen.getByLabelText(/jina la ukoo/i), 'Odhiambo');
    await user.type(screen.getByLabelText(/^barua pepe/i), 'achieng@example.com');
    await user.clear(screen.getByLabelText(/^nenosiri/i));
    await user.type(screen.getByLabelText(/^nenosiri/i), 'salon2024');
    await user.click(screen.getByRole('button', { name: 'Endelea' }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Maelezo ya Biashara');
    await user.click(screen.getByRole('button', { name: 'Endelea' }));
    expect(screen.getByLabelText(/^jina la biashara/i)).toHaveAccessibleDescription(
      'Andika jina la biashara.',
    );
    expect(
      screen.getByRole('combobox', { name: /^aina ya biashara/i }),
    ).toHaveAccessibleDescription('Chagua aina ya biashara.');
    expect(
      screen.getByRole('checkbox', { name: /sheria na masharti/i }),
    ).toHaveAccessibleDescription('Kubali Sheria na Masharti ili uendelee.');
    expect(screen.getByRole('button', { name: 'Rudi' })).toBeVisible();
    expect(document.body).not.toHaveTextContent(/Enter|Choose|Accept|Back|business page/);
    lang = 'en';
    // Two steps typed through: slow on a busy machine.
  }, 20_000);
});

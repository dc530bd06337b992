import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentDialog } from '@/components/islands/signup/payment-dialog';
import { dictionaryOf } from '@/content/dictionary';
import { signupWords } from '@/lib/form-words';
import type { SubmitResult } from '@/lib/forms';

const words = signupWords(dictionaryOf('en'));
const plan = (id: string) => words.plans.find((p) => p.id === id)!;

function renderDialog(planId: string, byEmail: boolean, result: SubmitResult = { status: 'sent' }) {
  const onPay = jest.fn(async () => result);
  const onSent = jest.fn();
  render(
    <PaymentDialog
      open
      plan={plan(planId)}
      words={words}
      businessName="Amani Hair & Beauty"
      mobile="0712 345 678"
      byEmail={byEmail}
      onBack={() => {}}
      onPay={onPay}
      onSent={onSent}
    />,
  );
  return { onPay, onSent };
}

afterEach(() => jest.restoreAllMocks());

const mpesaField = () => screen.getByLabelText(/^M-Pesa phone number/);

describe('PaymentDialog (D35)', () => {
  it('with a form endpoint: M-Pesa first, step 2’s number, the prompt promised and the number sent', async () => {
    const user = userEvent.setup();
    const { onPay, onSent } = renderDialog('standard', false);
    expect(screen.getByRole('radio', { name: 'M-Pesa' })).toHaveAttribute('aria-checked', 'true');
    expect(mpesaField()).toHaveValue('0712 345 678');
    expect(mpesaField()).toHaveAccessibleDescription(
      /It goes with your registration, and Miadi’s platform sends this phone a prompt to pay Kes 3,300: enter your M-Pesa PIN there\./,
    );
    expect(screen.getByText(/with M-Pesa the number to send the payment prompt to/)).toBeVisible();
    await user.clear(mpesaField());
    await user.type(mpesaField(), '+254 722 000 111');
    // With an endpoint the button says what it charges (D41).
    await user.click(screen.getByRole('button', { name: 'Pay Kes 3,300' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith({ status: 'sent' }));
    expect(onPay).toHaveBeenCalledWith(expect.objectContaining({ dueToday: 3300 }), {
      method: 'mpesa',
      mpesaPhone: '254722000111',
    });
  });

  it('by card: nothing of the card goes to onPay', async () => {
    const user = userEvent.setup();
    const { onPay } = renderDialog('professional', false);
    await user.click(screen.getByRole('radio', { name: 'Card' }));
    await user.type(screen.getByLabelText(/^Card number/), '4242424242424242');
    await user.type(screen.getByLabelText(/^Expiration date/), '1239');
    await user.type(screen.getByLabelText(/^CVV/), '123');
    await user.click(screen.getByRole('button', { name: /^Pay Kes/ }));
    await waitFor(() => expect(onPay).toHaveBeenCalled());
    expect(onPay.mock.calls[0]).toEqual([expect.anything(), { method: 'card' }]);
  });

  it('by Paybill: the account number is one M-Pesa takes; by bank, the business name', async () => {
    const user = userEvent.setup();
    renderDialog('standard', false);
    // Prices include VAT, said once in the order summary (D36).
    expect(
      screen.getByText(
        'Prices include VAT: the price shown is the whole monthly charge, nothing is added at payment.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Transfer' }));
    const account = screen.getByText('Account number', { selector: 'dt' });
    expect(account.nextElementSibling).toHaveTextContent(/^AMANIHAIR$/);
    await user.click(screen.getByRole('radio', { name: 'Bank' }));
    expect(screen.getByText('Reference', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'Amani Hair & Beauty',
    );
  });

  it('the Free Trial asks for no payment details and its button starts the trial', async () => {
    const user = userEvent.setup();
    const { onPay } = renderDialog('free-trial', false);
    expect(
      screen.getByText('Nothing is due today, so no payment details are needed.'),
    ).toBeVisible();
    expect(screen.queryByRole('radiogroup', { name: 'Payment method' })).toBeNull();
    expect(screen.queryByLabelText(/^M-Pesa phone number/)).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Start free trial' }));
    await waitFor(() => expect(onPay).toHaveBeenCalled());
    expect(onPay.mock.calls[0]).toEqual([
      expect.objectContaining({ dueToday: 0 }),
      { method: null },
    ]);
  });

  it('without an endpoint: nothing is charged here, and the email text can be copied', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const href =
      'mailto:hello@miadi.co.ke?subject=Business%20registration&body=Plan%3A%20Standard%0APayment%20method%3A%20M-Pesa';
    renderDialog('standard', true, { status: 'mailto', href });
    expect(mpesaField()).toHaveAccessibleDescription(/Nothing is charged from this page/);
    expect(screen.getByText(/receives your registration by email/)).toBeVisible();
    // jsdom does not follow the email link the engine opens.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    // No "Pay": the button says what it does (D41).
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send my registration by email' }));
    const handOver = await screen.findByRole('region', { name: 'Your registration email' });
    // In view at once: it takes focus as it appears.
    expect(handOver).toHaveFocus();
    expect(screen.getByLabelText('Text of the registration email')).toHaveValue(
      'Plan: Standard\nPayment method: M-Pesa',
    );
    expect(screen.getByRole('link', { name: 'Open in your email app' })).toHaveAttribute(
      'href',
      href,
    );
    // What happens next, for the owner; the login page for when the account is ready.
    expect(handOver).toHaveTextContent(
      'Miadi’s team replies to the email address you gave within one working day, to confirm your account.',
    );
    expect(handOver).toHaveTextContent('They arrange the first M-Pesa payment with you then');
    expect(
      screen.getByRole('link', { name: 'Sign in once your account is ready' }),
    ).toHaveAttribute('href', '/login');
    await user.click(screen.getByRole('button', { name: 'Copy the text' }));
    expect(writeText).toHaveBeenCalledWith('Plan: Standard\nPayment method: M-Pesa');
    expect(handOver).toHaveTextContent('Copied. Paste it into a new email to hello@miadi.co.ke.');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactFormIsland } from '@/components/islands/contact-form-island';
import { dictionaryOf } from '@/content/dictionary';
import { contactFormWords } from '@/lib/form-words';

const ContactForm = ({ lang = 'en' }: { lang?: 'en' | 'sw' }) => (
  <ContactFormIsland words={contactFormWords(dictionaryOf(lang))} />
);

describe('ContactForm', () => {
  it('shows each problem next to its field, focuses the first, and keeps what was typed', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(screen.getByLabelText(/first name/i), 'Achieng');
    await user.type(screen.getByLabelText(/^email/i), 'achieng@');
    await user.click(screen.getByRole('button', { name: 'Send by email' }));

    const lastName = screen.getByLabelText(/last name/i);
    expect(lastName).toHaveFocus();
    expect(lastName).toHaveAccessibleDescription('Enter your last name.');
    expect(screen.getByLabelText(/^email/i)).toHaveAccessibleDescription(/email address like/);
    expect(screen.getByLabelText(/^email/i)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('4 fields need your attention.');
    expect(screen.getByLabelText(/first name/i)).toHaveValue('Achieng');
  });

  it('defaults the subject to General and offers the three subjects', () => {
    render(<ContactForm />);
    const subject = screen.getByLabelText('Subject');
    expect(subject).toHaveDisplayValue('General');
    expect(Array.from((subject as HTMLSelectElement).options).map((o) => o.text)).toEqual([
      'General',
      'Pricing',
      'Technical',
    ]);
    expect(screen.getByLabelText(/message/i)).toHaveAttribute('rows', '5');
  });

  it('answers in Kiswahili on Kiswahili pages: labels, messages, summary and button', async () => {
    const user = userEvent.setup();
    render(<ContactForm lang="sw" />);
    await user.type(screen.getByLabelText(/^barua pepe/i), 'achieng@');
    await user.click(screen.getByRole('button', { name: 'Tuma kwa barua pepe' }));

    const firstName = screen.getByLabelText(/jina la kwanza/i);
    expect(firstName).toHaveFocus();
    expect(firstName).toHaveAccessibleDescription('Andika jina la kwanza.');
    expect(screen.getByLabelText(/^barua pepe/i)).toHaveAccessibleDescription(
      'Andika anwani ya barua pepe kama jina@mfano.com.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Sehemu 5 zinahitaji kurekebishwa.');
    expect(screen.getByLabelText('Mada')).toHaveDisplayValue('Swali la kawaida');
    expect(screen.getByRole('link', { name: 'Sera ya Faragha' })).toHaveAttribute(
      'href',
      '/sw/privacy',
    );
    expect(document.body).not.toHaveTextContent(/Enter|Send|field|Privacy Policy|Leave this/);
  });
});

import { act, render, screen } from '@testing-library/react';
import { changedBeforeHydration } from '@/components/islands/use-typed-before-hydration';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { LoginForm } from '@/components/islands/login-form';
import { NewsletterFormIsland } from '@/components/islands/newsletter-form-island';
import { dictionaryOf } from '@/content/dictionary';
import { loginWords, newsletterFormWords } from '@/lib/form-words';
import { renderServer } from './render-server';

jest.mock('next/navigation', () => ({ useParams: () => ({ lang: 'en' }) }));

const words = dictionaryOf('en');

// Pressed before the page's script runs, a submit button would make the browser send the
// form itself: a GET to the same address, with what was typed (a password too) in the URL,
// and nothing kept on the page that comes back.
describe('a form before its island runs', () => {
  it('offers its submit button only once the island is running', async () => {
    await renderServer(<LoginForm signInUrl="" words={loginWords(words)} />);
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();

    document.body.innerHTML = '';
    render(<LoginForm signInUrl="" words={loginWords(words)} />);
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('holds the footer’s newsletter form too', async () => {
    await renderServer(<NewsletterFormIsland words={newsletterFormWords(words)} />);
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  });
});

// A page paints before its scripts arrive on a slow connection: a visitor on a slow phone can
// type into the static HTML's fields while the script is on its way.
describe('what was typed before the island ran', () => {
  it('is what the form checks and sends once it runs', async () => {
    const form = <NewsletterFormIsland words={newsletterFormWords(words)} />;
    await renderServer(form);
    const email = screen.getByRole('textbox', { name: /Email address/ });
    email.setAttribute('value', ''); // what the HTML said
    (email as HTMLInputElement).value = 'wanjiru@example'; // what the visitor typed since

    await act(async () => {
      hydrateRoot(document.body, form);
    });
    expect(email).toHaveValue('wanjiru@example');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(email).toHaveAccessibleDescription('Enter an email address like name@example.com.');

    await userEvent.type(email, '.com');
    expect(email).toHaveValue('wanjiru@example.com');
    expect(email).not.toHaveAccessibleDescription(/email address like/);
  });

  it('leaves the fields the visitor did not touch as the island rendered them', async () => {
    const form = <NewsletterFormIsland words={newsletterFormWords(words)} />;
    await renderServer(form);
    await act(async () => {
      hydrateRoot(document.body, form);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveAccessibleDescription(
      /^Enter your email/,
    );
  });
});

describe('ticks made before the island ran', () => {
  it('keep every ticked box of a group, as the form holds them, joined by commas', () => {
    document.body.innerHTML = `<form>
      <input type="checkbox" name="days" value="2026-11-24">
      <input type="checkbox" name="days" value="2026-11-25">
      <input type="checkbox" name="days" value="2026-11-26">
      <input type="radio" name="plan" value="a" checked><input type="radio" name="plan" value="b">
    </form>`;
    const form = document.querySelector('form')!;
    expect(changedBeforeHydration(form, ['days', 'plan'])).toEqual({});
    const [first, , third] = form.querySelectorAll<HTMLInputElement>('[name="days"]');
    first!.checked = true;
    third!.checked = true;
    form.querySelector<HTMLInputElement>('[value="b"]')!.checked = true;
    expect(changedBeforeHydration(form, ['days', 'plan'])).toEqual({
      days: '2026-11-24,2026-11-26',
      plan: 'b',
    });
  });
});

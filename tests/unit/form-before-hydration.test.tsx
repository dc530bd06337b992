import { render, screen } from '@testing-library/react';
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

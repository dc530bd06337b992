import { render, screen } from '@testing-library/react';
import { NewsletterFormIsland } from '@/components/islands/newsletter-form-island';
import { Link } from '@/components/link';
import { dictionaryOf } from '@/content/dictionary';
import { newsletterFormWords } from '@/lib/form-words';
import { localizePath, splitPath } from '@/lib/i18n';
import { renderServer } from './render-server';
import { renderIn } from './root-params';

describe('localizePath', () => {
  it('puts Kiswahili pages under /sw and leaves English addresses as they are', () => {
    expect(localizePath('/pricing', 'en')).toBe('/pricing');
    expect(localizePath('/pricing', 'sw')).toBe('/sw/pricing');
    expect(localizePath('/', 'sw')).toBe('/sw');
    expect(localizePath('/#contact-us', 'sw')).toBe('/sw#contact-us');
    expect(localizePath('/signup?plan=standard', 'sw')).toBe('/sw/signup?plan=standard');
    expect(localizePath('/sw/pricing', 'sw')).toBe('/sw/pricing');
  });

  it('leaves fragments, other sites and mail or phone links alone', () => {
    for (const href of [
      '#book',
      'https://wa.me/254712345678',
      'mailto:a@b.ke',
      'tel:+254',
      '//x.y',
    ]) {
      expect(localizePath(href, 'sw')).toBe(href);
    }
  });

  it('reads the language and the English address back from a path', () => {
    expect(splitPath('/sw/pricing')).toEqual({ lang: 'sw', path: '/pricing' });
    expect(splitPath('/sw')).toEqual({ lang: 'sw', path: '/' });
    expect(splitPath('/en/about')).toEqual({ lang: 'en', path: '/about' });
    expect(splitPath('/swahili-braids')).toEqual({ lang: 'en', path: '/swahili-braids' });
  });
});

describe('Link', () => {
  afterEach(() => renderIn('en'));

  it('keeps a visitor on a Kiswahili page in Kiswahili', async () => {
    renderIn('sw');
    await renderServer(<Link href="/pricing">Bei</Link>);
    expect(screen.getByRole('link', { name: 'Bei' })).toHaveAttribute('href', '/sw/pricing');
  });

  it('leaves English addresses as they are', async () => {
    await renderServer(<Link href="/pricing">Pricing</Link>);
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
  });

  it('links in the language it is given where the page has none (the 404 page)', async () => {
    await renderServer(
      <Link href="/services" linkLang="sw">
        Weka miadi
      </Link>,
    );
    expect(screen.getByRole('link', { name: 'Weka miadi' })).toHaveAttribute(
      'href',
      '/sw/services',
    );
  });
});

describe("an island's links", () => {
  it('are handed to it in the language of the page it is on', () => {
    for (const [lang, href] of [
      ['sw', '/sw/privacy'],
      ['en', '/privacy'],
    ] as const) {
      const words = newsletterFormWords(dictionaryOf(lang));
      const { unmount } = render(<NewsletterFormIsland words={words} />);
      expect(screen.getByRole('link', { name: words.form.privacyLink })).toHaveAttribute(
        'href',
        href,
      );
      unmount();
    }
  });
});

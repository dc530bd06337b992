import { render, screen } from '@testing-library/react';
import { useParams } from 'next/navigation';
import { Link } from '@/components/link';
import { localizePath, splitPath } from '@/lib/i18n';

jest.mock('next/navigation', () => ({ useParams: jest.fn() }));
const params = useParams as jest.Mock;

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
  it('keeps a visitor on a Kiswahili page in Kiswahili', () => {
    params.mockReturnValue({ lang: 'sw' });
    render(<Link href="/pricing">Bei</Link>);
    expect(screen.getByRole('link', { name: 'Bei' })).toHaveAttribute('href', '/sw/pricing');
  });

  it('leaves English addresses as they are', () => {
    params.mockReturnValue({ lang: 'en' });
    render(<Link href="/pricing">Pricing</Link>);
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
  });
});

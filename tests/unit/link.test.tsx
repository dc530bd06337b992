import { render, screen } from '@testing-library/react';
import { useParams } from 'next/navigation';
import { IslandLink } from '@/components/islands/island-link';
import { Link } from '@/components/link';
import { localizePath, splitPath } from '@/lib/i18n';
import { renderServer } from './render-server';
import { renderIn } from './root-params';

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
});

describe('IslandLink', () => {
  it('writes the address in the language of the page the island is on', () => {
    params.mockReturnValue({ lang: 'sw' });
    render(<IslandLink href="/privacy">Sera ya Faragha</IslandLink>);
    expect(screen.getByRole('link', { name: 'Sera ya Faragha' })).toHaveAttribute(
      'href',
      '/sw/privacy',
    );
  });

  it('leaves English addresses as they are', () => {
    params.mockReturnValue({ lang: 'en' });
    render(<IslandLink href="/privacy">Privacy Policy</IslandLink>);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });
});

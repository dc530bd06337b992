import { render, screen, within } from '@testing-library/react';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { JsonLd } from '@/components/json-ld';
import { jsonLdText } from '@/lib/json-ld';
import { anchorId } from '@/lib/anchor';
import { breadcrumbListJsonLd } from '@/lib/breadcrumbs';
import { renderServer } from './render-server';
import { renderIn } from './root-params';

const trail = [
  { label: 'Home', href: '/' },
  { label: 'Features', href: '/features' },
  { label: 'Payments', href: '/features/payment' },
];

describe('breadcrumbListJsonLd', () => {
  it('numbers the trail from 1 with absolute URLs on the site', () => {
    expect(breadcrumbListJsonLd(trail, 'en')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://miadi.co.ke/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Features',
          item: 'https://miadi.co.ke/features',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Payments',
          item: 'https://miadi.co.ke/features/payment',
        },
      ],
    });
  });

  it('points a Kiswahili trail at the Kiswahili pages', () => {
    const items = breadcrumbListJsonLd(trail, 'sw').itemListElement.map((item) => item.item);
    expect(items).toEqual([
      'https://miadi.co.ke/sw',
      'https://miadi.co.ke/sw/features',
      'https://miadi.co.ke/sw/features/payment',
    ]);
  });
});

describe('jsonLdText', () => {
  it('writes the data as JSON that no string inside can break out of', () => {
    const label = '</script><script>alert(1)</script> a < b';
    const text = jsonLdText('breadcrumbs', [[{ label, href: '/about' }], 'en']);
    expect(text).not.toContain('</');
    expect(text).toContain('\\u003c/script>');
    expect(JSON.parse(text).itemListElement[0].name).toBe(label);
  });
});

describe('JsonLd', () => {
  it('writes the named data into the HTML', () => {
    const { container } = render(<JsonLd of="breadcrumbs" args={[trail, 'en']} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '')).toEqual(breadcrumbListJsonLd(trail, 'en'));
  });
});

describe('Breadcrumbs', () => {
  afterEach(() => renderIn('en'));

  it('shows the trail as links and marks only the last as the current page', async () => {
    await renderServer(await Breadcrumbs({ trail }));
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      trail.map((link) => [link.label, link.href]),
    );
    expect(within(nav).getByRole('link', { name: 'Payments' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('is named in the page’s language', async () => {
    renderIn('sw');
    await renderServer(await Breadcrumbs({ trail }));
    expect(screen.getByRole('navigation', { name: 'Njia ya kurasa' })).toBeInTheDocument();
  });
});

describe('anchorId', () => {
  it('turns a heading into a fragment', () => {
    expect(anchorId('Calendar & Booking')).toBe('calendar-booking');
    expect(anchorId('Grooming and Beauty')).toBe('grooming-and-beauty');
  });
});

import { render, screen } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { mdxComponents } from '@/app/[lang]/(marketing)/blog/[slug]/mdx-components';
import { renderServer } from './render-server';
import { renderIn } from './root-params';

type Props = Record<string, unknown> & { children?: ReactNode };
const A = mdxComponents.a as ComponentType<Props>;
const Table = mdxComponents.table as ComponentType<Props>;

describe('links inside an article', () => {
  beforeEach(() => renderIn('sw'));
  afterEach(() => renderIn('en'));

  it('stay in a Kiswahili article’s language: "/services" leads to /sw/services', async () => {
    await renderServer(<A href="/services">huduma</A>);
    expect(screen.getByRole('link', { name: 'huduma' })).toHaveAttribute('href', '/sw/services');
  });

  it('stay at the English address in an English article', async () => {
    renderIn('en');
    await renderServer(<A href="/pricing#plans">pricing</A>);
    expect(screen.getByRole('link', { name: 'pricing' })).toHaveAttribute('href', '/pricing#plans');
  });

  it('leave other sites and anchors as they are', async () => {
    await renderServer(
      <>
        <A href="https://www.safaricom.co.ke/">Safaricom</A>
        <A href="//example.com/x">example</A>
        <A href="#hesabu">hesabu</A>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Safaricom' })).toHaveAttribute(
      'href',
      'https://www.safaricom.co.ke/',
    );
    expect(screen.getByRole('link', { name: 'example' })).toHaveAttribute(
      'href',
      '//example.com/x',
    );
    expect(screen.getByRole('link', { name: 'hesabu' })).toHaveAttribute('href', '#hesabu');
  });
});

describe('a wide table', () => {
  it('scrolls in a region named by its section’s heading, with no English label', () => {
    render(
      <>
        <h2 id="section-1">Hesabu hasara ya wateja wasiofika</h2>
        <Table data-labelledby="section-1">
          <tbody>
            <tr>
              <td>Kes 4,500</td>
            </tr>
          </tbody>
        </Table>
      </>,
    );
    const region = screen.getByRole('region', { name: 'Hesabu hasara ya wateja wasiofika' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).not.toHaveAttribute('aria-label');
    expect(region.querySelector('table')).not.toHaveAttribute('data-labelledby');
  });
});

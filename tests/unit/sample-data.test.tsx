import { render, screen } from '@testing-library/react';
import { SampleDataBanner } from '@/components/sample-data-banner';
import { synthetic } from '@/lib/catalogue';
import { pageMetadata, sampleDataMetadata } from '@/lib/metadata';

describe('a build from a synthetic catalogue', () => {
  it('says "sample data" at the top of the page, in the page’s language', () => {
    render(<SampleDataBanner lang="en" show />);
    const banner = screen.getByRole('region', { name: 'Sample data' });
    expect(banner).toHaveTextContent(
      'Sample data: The businesses, professionals and reviews on this site are made up for testing. None of them is real.',
    );
  });

  it('says it in Kiswahili on a Kiswahili page', () => {
    render(<SampleDataBanner lang="sw" show />);
    const banner = screen.getByRole('region', { name: 'Data ya mfano' });
    expect(banner).toHaveAttribute('lang', 'sw');
    expect(banner).toHaveTextContent(/ni za kubuni, kwa ajili ya majaribio tu/);
  });

  it('asks search engines not to index the page', () => {
    expect(sampleDataMetadata(true)).toEqual({ robots: { index: false } });
  });
});

describe('a build from real listings (the embedded catalogue)', () => {
  it('is not synthetic: no banner, and pages may be indexed', async () => {
    expect(synthetic).toBe(false);
    const { container } = render(<SampleDataBanner lang="en" />);
    expect(container).toBeEmptyDOMElement();
    expect(sampleDataMetadata()).toEqual({});
    const meta = await pageMetadata({ title: 'Pricing', description: 'Plans.', path: '/pricing' });
    expect(meta.robots).toBeUndefined();
  });
});

import { render } from '@testing-library/react';
import { JsonLd } from '@/components/json-ld';
import { plans } from '@/content/plans';
import { organizationJsonLd, plansJsonLd } from '@/lib/structured-data';

describe('JsonLd', () => {
  it('writes the data as JSON that cannot close its script element', () => {
    const { container } = render(<JsonLd data={{ name: '</script><b>x</b>' }} />);
    const script = container.querySelector('script[type="application/ld+json"]')!;
    expect(script.innerHTML).not.toContain('</script>');
    expect(JSON.parse(script.textContent!)).toEqual({ name: '</script><b>x</b>' });
  });
});

describe('structured data', () => {
  it('offers every plan, priced in KES, and Enterprise through sales without a price', () => {
    const { offers } = plansJsonLd(plans);
    expect(offers.map((offer) => offer.name)).toEqual(plans.map((plan) => plan.title));
    expect(offers.find((offer) => offer.name === 'Standard')).toMatchObject({
      price: 3300,
      priceCurrency: 'KES',
    });
    const enterprise = offers.find((offer) => offer.name === 'Enterprise')!;
    expect(enterprise).not.toHaveProperty('price');
    expect(enterprise.url).toMatch(/\/demo$/);
  });

  it('describes the organisation with its contact point in Nairobi, Kenya', () => {
    expect(organizationJsonLd()).toMatchObject({
      '@type': 'Organization',
      name: 'Miadi',
      address: { addressLocality: 'Nairobi', addressCountry: 'KE' },
      contactPoint: { telephone: '+254 709 180 400', email: 'hello@miadi.co.ke' },
    });
  });
});

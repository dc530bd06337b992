import { plans } from '@/content/plans';
import { plans as swPlans } from '@/content/sw/plans';
import { organizationJsonLd, plansJsonLd, webPageJsonLd } from '@/lib/structured-data';

describe('structured data', () => {
  it('offers every priced plan in KES, and Enterprise, whose price is custom, not as an Offer', () => {
    const { offers } = plansJsonLd(plans, 'en');
    expect(offers.map((offer) => offer.name)).toEqual(['Free Trial', 'Standard', 'Professional']);
    expect(offers.find((offer) => offer.name === 'Standard')).toMatchObject({
      price: 3300,
      priceCurrency: 'KES',
      priceSpecification: { price: 3300, priceCurrency: 'KES', billingDuration: 'P1M' },
    });
    for (const offer of offers) expect(offer.price).toEqual(expect.any(Number));
  });

  it('describes the organisation with its contact point in Nairobi, Kenya', () => {
    expect(organizationJsonLd('en')).toMatchObject({
      '@type': 'Organization',
      name: 'Miadi',
      address: { addressLocality: 'Nairobi', addressCountry: 'KE' },
      contactPoint: { telephone: '+254 709 180 400', email: 'hello@miadi.co.ke' },
    });
  });

  it('describes the Kiswahili pages in Kiswahili, at their /sw addresses', () => {
    expect(organizationJsonLd('sw')).toMatchObject({
      url: 'https://miadi.co.ke/sw',
      description: expect.stringContaining('kila biashara ya huduma nchini Kenya'),
    });
    const product = plansJsonLd(swPlans, 'sw');
    expect(product.url).toBe('https://miadi.co.ke/sw/pricing');
    expect(product.offers.map((offer) => offer.url)).toEqual([
      'https://miadi.co.ke/sw/signup?plan=free-trial',
      'https://miadi.co.ke/sw/signup?plan=standard',
      'https://miadi.co.ke/sw/signup?plan=professional',
    ]);
    expect(product.offers[0]).toMatchObject({ name: 'Mwezi wa Bure', price: 0 });
    expect(
      webPageJsonLd({ lang: 'sw', path: '/pricing', title: 'Mipango na bei', description: 'x' }),
    ).toMatchObject({
      '@type': 'WebPage',
      inLanguage: 'sw',
      url: 'https://miadi.co.ke/sw/pricing',
      isPartOf: { url: 'https://miadi.co.ke/sw', inLanguage: 'sw' },
    });
  });

  it('keeps the English pages at their own addresses, marked as English', () => {
    expect(organizationJsonLd('en').url).toBe('https://miadi.co.ke/');
    expect(
      webPageJsonLd({ lang: 'en', path: '/', title: 'Miadi', description: 'x' }),
    ).toMatchObject({
      url: 'https://miadi.co.ke/',
      inLanguage: 'en',
    });
  });
});

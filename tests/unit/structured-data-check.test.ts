/** @jest-environment node */
import { jsonLdText } from '@/lib/json-ld';
import { checkStructuredData } from '../structured-data';

// The gate that tests/e2e/seo.spec.ts runs over every exported page, on pages small enough to
// read: it must fail where Google's rules fail, and only there.

const jsonLd = (data: object | string) =>
  `<!doctype html><html><head><script type="application/ld+json">${
    typeof data === 'string' ? data : JSON.stringify(data)
  }</script></head><body><h1>Plans</h1></body></html>`;

const product = (offer: object) => ({
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Miadi',
  image: 'https://miadi.co.ke/images/og.png',
  offers: [{ '@type': 'Offer', name: 'Standard', priceCurrency: 'KES', ...offer }],
});

test('an Offer without a price fails, naming the type and the field', async () => {
  const { blocks, errors } = await checkStructuredData(jsonLd(product({})));
  expect(blocks).toBe(1);
  expect(errors).toEqual([
    expect.stringMatching(/^Product › offers\[0\] Offer: price or priceSpecification\.price: /),
  ]);
});

test('an Offer with its price passes; the optional fields it leaves out are warnings', async () => {
  const report = await checkStructuredData(jsonLd(product({ price: 3300 })));
  expect(report.errors).toEqual([]);
  expect(report.warnings).toContain(
    'Product › offers[0] Offer: availability: Missing field "availability" (optional)',
  );
});

test('JSON-LD that does not parse, or is not schema.org’s, fails', async () => {
  expect((await checkStructuredData(jsonLd('{"@type": "Product",'))).errors).toEqual([
    'jsonld: Could not parse JSON-LD',
  ]);
  const { errors } = await checkStructuredData(
    jsonLd({ '@type': 'BreadcrumbList', itemListElement: [] }),
  );
  expect(errors).toEqual(['BreadcrumbList: @context: not "https://schema.org"']);
});

test('microdata in the page is read too', async () => {
  const html = `<!doctype html><html><body>
    <div itemscope itemtype="https://schema.org/Product">
      <h1 itemprop="name">Miadi</h1><img itemprop="image" src="/og.png" alt="">
      <div itemprop="offers" itemscope itemtype="https://schema.org/Offer">
        <span itemprop="name">Standard</span>
      </div>
    </div></body></html>`;
  expect((await checkStructuredData(html)).errors).toEqual([
    expect.stringMatching(/^Product › offers Offer: price or priceSpecification\.price: /),
  ]);
});

test('the plans /pricing publishes pass, in both languages', async () => {
  for (const lang of ['en', 'sw'] as const) {
    const { errors } = await checkStructuredData(jsonLd(jsonLdText('plans', [lang])));
    expect(errors).toEqual([]);
  }
});

test('a listing’s gift vouchers are Offers with a price and a validity that pass, in both languages (D37)', async () => {
  for (const lang of ['en', 'sw'] as const) {
    const html = jsonLd(jsonLdText('listing', ['serenity-day-spa', lang]));
    expect((await checkStructuredData(html)).errors).toEqual([]);
    const { makesOffer } = JSON.parse(jsonLdText('listing', ['serenity-day-spa', lang])) as {
      makesOffer: { name: string; price: number; eligibleDuration?: object }[];
    };
    const vouchers = makesOffer.filter((offer) => offer.eligibleDuration);
    expect(vouchers.map(({ name, price }) => [name, price])).toEqual(
      lang === 'en'
        ? [
            ['Gift voucher: Kes 3,000', 3000],
            ['Gift voucher: Kes 5,000', 5000],
            ['Gift voucher: Kes 10,000', 10000],
            ['Gift voucher: Couples massage (60 min)', 9500],
            ['Gift voucher: Swedish massage (60 min)', 5000],
            ['Gift voucher: Hot stone massage (90 min)', 7500],
          ]
        : expect.arrayContaining([['Vocha ya zawadi: Masaji ya wapenzi wawili (dakika 60)', 9500]]),
    );
    expect(vouchers[0]!.eligibleDuration).toEqual({
      '@type': 'QuantitativeValue',
      value: 6,
      unitCode: 'MON',
    });
  }
});

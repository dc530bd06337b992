import { articleJsonLd } from '@/lib/blog-json-ld';
import { absoluteUrl, pageMetadata, shareImagePath } from '@/lib/metadata';
import { renderIn } from './root-params';

const article = {
  title: 'Prices & deposits: a <short> guide',
  summary: 'What to charge, and when.',
  author: 'Brian Otieno',
  href: '/blog/prices',
  date: '2026-03-10',
  modified: '2026-06-02',
  tags: ['payments'],
  lang: 'en' as const,
};

describe('share metadata', () => {
  afterEach(() => renderIn('en'));

  it('gives each page its own card: /og/index.png for home, /og/{path}.png for the rest', async () => {
    expect(shareImagePath('/')).toBe('/og/index.png');
    expect(shareImagePath('/blog/reminders')).toBe('/og/blog/reminders.png');
    const meta = await pageMetadata({ title: 'Pricing', description: 'Plans.', path: '/pricing' });
    expect(meta.openGraph?.images).toEqual([
      { url: '/og/pricing.png', width: 1200, height: 630, alt: 'Pricing | Miadi' },
    ]);
    expect(meta.twitter).toMatchObject({
      card: 'summary_large_image',
      images: [{ url: '/og/pricing.png', alt: 'Pricing | Miadi' }],
    });
    expect(meta.alternates?.types).toEqual({
      'application/rss+xml': [{ url: '/blog/rss.xml', title: 'Miadi blog' }],
    });
  });

  it('names both language versions, English as x-default, and the Kiswahili page its own', async () => {
    const alternates = {
      en: absoluteUrl('/pricing'),
      sw: absoluteUrl('/sw/pricing'),
      'x-default': absoluteUrl('/pricing'),
    };
    const english = await pageMetadata({
      title: 'Pricing',
      description: 'Plans.',
      path: '/pricing',
    });
    expect(english.alternates).toMatchObject({ canonical: alternates.en, languages: alternates });

    renderIn('sw');
    const kiswahili = await pageMetadata({
      title: 'Bei',
      description: 'Mipango.',
      path: '/pricing',
    });
    expect(kiswahili.alternates).toMatchObject({
      canonical: alternates.sw,
      languages: alternates,
      types: { 'application/rss+xml': [{ url: '/sw/blog/rss.xml', title: 'Blogu ya Miadi' }] },
    });
    expect(kiswahili.openGraph).toMatchObject({ locale: 'sw_KE', url: alternates.sw });
    expect(kiswahili.openGraph?.images).toEqual([
      { url: '/og/sw/pricing.png', width: 1200, height: 630, alt: 'Bei | Miadi' },
    ]);
  });

  it('describes an article to search engines as a BlogPosting with its card as image', () => {
    expect(articleJsonLd(article)).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Prices & deposits: a <short> guide',
      datePublished: '2026-03-10',
      dateModified: '2026-06-02',
      author: { '@type': 'Person', name: 'Brian Otieno' },
      image: absoluteUrl('/og/blog/prices.png'),
    });
  });
});

describe('page titles', () => {
  it('carry the brand, unless that would pass 70 characters', async () => {
    expect(
      (await pageMetadata({ title: 'Pricing', description: 'Plans.', path: '/p' })).title,
    ).toBe('Pricing');
    const long = 'A title of sixty-four characters that leaves no room for a brand';
    expect((await pageMetadata({ title: long, description: 'Long.', path: '/l' })).title).toEqual({
      absolute: long,
    });
  });
});

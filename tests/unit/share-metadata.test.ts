import { articleJsonLd } from '@/lib/blog-json-ld';
import { absoluteUrl, pageMetadata, shareImagePath } from '@/lib/metadata';

const article = {
  title: 'Prices & deposits: a <short> guide',
  summary: 'What to charge, and when.',
  author: 'Brian Otieno',
  href: '/blog/prices',
  date: '2026-03-10',
  modified: '2026-06-02',
  tags: ['payments'],
};

describe('share metadata', () => {
  it('gives each page its own card: /og/index.png for home, /og/{path}.png for the rest', () => {
    expect(shareImagePath('/')).toBe('/og/index.png');
    expect(shareImagePath('/blog/reminders')).toBe('/og/blog/reminders.png');
    const meta = pageMetadata({ title: 'Pricing', description: 'Plans.', path: '/pricing' });
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
  it('carry the brand, unless that would pass 70 characters', () => {
    expect(pageMetadata({ title: 'Pricing', description: 'Plans.', path: '/p' }).title).toBe(
      'Pricing',
    );
    const long = 'A title of sixty-four characters that leaves no room for a brand';
    expect(pageMetadata({ title: long, description: 'Long.', path: '/l' }).title).toEqual({
      absolute: long,
    });
  });
});

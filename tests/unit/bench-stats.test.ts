import {
  matchesTemplate,
  median,
  quantile,
  summary,
  templateSamples,
  templateSegments,
} from '../../scripts/bench-stats.mjs';

describe('median and spread of a sample', () => {
  it('takes the middle value of an odd sample and the mean of the two middle ones of an even one', () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([400, 100, 300, 200])).toBe(250);
  });

  it('interpolates quartiles between ranks', () => {
    expect(quantile([1, 2, 3, 4, 5], 0.25)).toBe(2);
    expect(quantile([1, 2, 3, 4], 0.25)).toBe(1.75);
  });

  it('summarises a sample by its median, range and quartiles, without reordering it', () => {
    const loads = [1900, 1850, 2400, 1870, 1880, 1950, 1860];
    expect(summary(loads)).toEqual({
      median: 1880,
      min: 1850,
      max: 2400,
      q1: 1865,
      q3: 1925,
      n: 7,
    });
    expect(loads[0]).toBe(1900);
  });

  it('says NaN, not zero, for an empty sample', () => {
    expect(summary([])).toMatchObject({ median: NaN, min: NaN, max: NaN, n: 0 });
  });
});

describe('one route per template', () => {
  it('drops route groups and the language segment from a page file', () => {
    expect(templateSegments('app/[lang]/(marketing)/services/[slug]/page.tsx')).toEqual([
      'services',
      '[slug]',
    ]);
    expect(templateSegments('app/[lang]/(marketing)/page.tsx')).toEqual([]);
  });

  it('matches static segments exactly and a dynamic one to any single segment', () => {
    expect(matchesTemplate(['services', '[slug]'], '/services/glow-nail-bar')).toBe(true);
    expect(matchesTemplate(['services', '[slug]'], '/services')).toBe(false);
    expect(matchesTemplate(['services', '[slug]'], '/services/in/westlands')).toBe(false);
    expect(matchesTemplate(['services', '[slug]'], '/sw/services/glow-nail-bar')).toBe(false);
    expect(matchesTemplate([], '/')).toBe(true);
    expect(matchesTemplate([], '/sw')).toBe(false);
    expect(matchesTemplate(['docs', '[...path]'], '/docs/a/b')).toBe(true);
    expect(matchesTemplate(['docs', '[...path]'], '/docs')).toBe(false);
    expect(matchesTemplate(['docs', '[[...path]]'], '/docs')).toBe(true);
  });

  it('samples the first exported route of each template and leaves out templates with none', () => {
    const routes = ['/', '/services', '/services/a', '/services/b', '/services/in/x', '/sw'];
    const files = [
      'app/[lang]/(marketing)/page.tsx',
      'app/[lang]/(marketing)/services/page.tsx',
      'app/[lang]/(marketing)/services/[slug]/page.tsx',
      'app/[lang]/(marketing)/services/in/[area]/page.tsx',
      'app/[lang]/(marketing)/blog/[slug]/page.tsx',
    ];
    expect(templateSamples(files, routes)).toEqual([
      { template: '/', route: '/' },
      { template: '/services', route: '/services' },
      { template: '/services/[slug]', route: '/services/a' },
      { template: '/services/in/[area]', route: '/services/in/x' },
    ]);
  });
});

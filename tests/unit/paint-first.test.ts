import { LOADER, paintFirst } from '../../scripts/paint-first.mjs';
import {
  LOADER_ATTRIBUTE,
  elements,
  inlineScripts,
  scriptSources,
} from '../../scripts/site-pages.mjs';

// scripts/paint-first.mjs: an exported page keeps its HTML and page data, and its chunks are
// added by one inline script once the page has painted.

const exported = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script src="/_next/static/chunks/app.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '</head><body><h1>Pricing</h1>',
  '<script type="application/ld+json">{"@type":"Product"}</script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script src="/_next/static/chunks/late.js" async=""></script>',
  '</body></html>',
].join('');

const chunks = [
  '/_next/static/chunks/main.js',
  '/_next/static/chunks/app.js',
  '/_next/static/chunks/late.js',
];

describe('the export step', () => {
  const page = paintFirst(exported);

  it('hands every chunk to the loader, in order, and leaves no chunk or preload in the markup', () => {
    const tags = elements(page);
    expect(
      tags.filter((tag) => tag.tag === 'script' && tag.attrs.src && !('nomodule' in tag.attrs)),
    ).toEqual([]);
    expect(tags.filter((tag) => tag.attrs.as === 'script')).toEqual([]);
    expect(scriptSources(page)).toEqual(chunks);
  });

  it('keeps the page, its page data, its structured data and the nomodule polyfill as they were', () => {
    expect(page).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css"/>');
    expect(page).toContain('<h1>Pricing</h1>');
    expect(page).toContain('<script type="application/ld+json">{"@type":"Product"}</script>');
    expect(page).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(inlineScripts(page)).toEqual(['(self.__next_f=self.__next_f||[]).push([0])', LOADER]);
  });

  it('counts the same JavaScript as the page it came from, and leaves a page done once alone', () => {
    expect(scriptSources(exported)).toEqual(chunks);
    expect(paintFirst(page)).toBe(page);
    expect(paintFirst('<!DOCTYPE html><p>No script</p>')).toBe('<!DOCTYPE html><p>No script</p>');
  });
});

describe('the loader in the browser', () => {
  type Observer = { callback: (entries: { getEntriesByName(name: string): unknown[] }) => void };
  let observers: Observer[];

  /** Runs the loader as the page would, from a script element carrying its list. */
  function load(sources: string[]) {
    const script = document.createElement('script');
    // The attribute the export step writes, so the two cannot drift apart.
    script.setAttribute(LOADER_ATTRIBUTE, JSON.stringify(sources));
    script.textContent = LOADER;
    document.body.append(script);
  }
  const added = () =>
    [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));
  const paint = (name: string) =>
    observers.forEach(({ callback }) =>
      callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }),
    );

  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    observers = [];
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: Observer['callback']) {
        observers.push({ callback });
      }
      observe() {}
    }
    Object.defineProperty(window, 'PerformanceObserver', {
      value: FakeObserver,
      configurable: true,
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'PerformanceObserver');
  });

  it('adds the chunks, async and in order, only after the first contentful paint', () => {
    load(chunks);
    expect(added()).toEqual([]);
    paint('first-paint');
    expect(added()).toEqual([]);
    paint('first-contentful-paint');
    expect(added()).toEqual(chunks);
    expect([...document.head.querySelectorAll('script')].every((script) => script.async)).toBe(
      true,
    );
  });

  it('adds them once, however often a paint is reported', () => {
    load(chunks);
    paint('first-contentful-paint');
    paint('first-contentful-paint');
    expect(added()).toEqual(chunks);
  });

  it('adds them at once where paints cannot be reported', () => {
    Reflect.deleteProperty(window, 'PerformanceObserver');
    load(chunks);
    expect(added()).toEqual(chunks);
  });
});

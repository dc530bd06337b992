/**
 * @jest-environment node
 */
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';
import config, { formEndpointProblem } from '../../next.config';

describe('the form endpoint of a production build', () => {
  it.each(['', '/api/forms', 'https://forms.example.com/submit', 'http://localhost:8787/forms'])(
    'accepts %p',
    (endpoint) => {
      expect(formEndpointProblem(endpoint)).toBeUndefined();
    },
  );

  it('refuses plain http to any other host, and says what to do', () => {
    expect(formEndpointProblem('http://forms.example.com/submit')).toMatch(
      /NEXT_PUBLIC_FORM_ENDPOINT is "http:\/\/forms\.example\.com\/submit".*Use an https:\/\/ address/,
    );
  });

  it('fails the build, and only the build', () => {
    const before = process.env.NEXT_PUBLIC_FORM_ENDPOINT;
    process.env.NEXT_PUBLIC_FORM_ENDPOINT = 'http://forms.example.com/submit';
    try {
      expect(() => config(PHASE_PRODUCTION_BUILD)).toThrow(/https:\/\//);
      expect(() => config(PHASE_DEVELOPMENT_SERVER)).not.toThrow();
    } finally {
      if (before === undefined) delete process.env.NEXT_PUBLIC_FORM_ENDPOINT;
      else process.env.NEXT_PUBLIC_FORM_ENDPOINT = before;
    }
  });
});

describe('English at the root', () => {
  it('is exported under /en (moved to the root after the build) and rewritten there by next dev', async () => {
    expect(config(PHASE_PRODUCTION_BUILD).output).toBe('export');
    const rewrites = await config(PHASE_DEVELOPMENT_SERVER).rewrites!();
    const rules = Array.isArray(rewrites) ? rewrites : [];
    const target = (path: string) => {
      for (const { source, destination } of rules) {
        if (source === path) return destination;
        const pattern = /^\/:path\((.+)\)$/.exec(source);
        if (pattern && new RegExp(`^/${pattern[1]}$`).test(path)) {
          return destination.replace(':path', path.slice(1));
        }
      }
      return path;
    };
    expect(target('/')).toBe('/en');
    expect(target('/pricing')).toBe('/en/pricing');
    expect(target('/services/glow-nail-bar')).toBe('/en/services/glow-nail-bar');
    expect(target('/sw/pricing')).toBe('/sw/pricing');
    expect(target('/sw')).toBe('/sw');
    expect(target('/swahili-braids')).toBe('/en/swahili-braids');
  });
});

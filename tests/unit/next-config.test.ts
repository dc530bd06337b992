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
      expect(config(PHASE_DEVELOPMENT_SERVER).output).toBe('export');
    } finally {
      if (before === undefined) delete process.env.NEXT_PUBLIC_FORM_ENDPOINT;
      else process.env.NEXT_PUBLIC_FORM_ENDPOINT = before;
    }
  });
});

import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/** Why the site has no client-side navigation (D25): every page arrives whole, as HTML. */
const fullPageLoads =
  'The site has no client-side navigation: every page arrives as its static HTML (D25). Use a plain anchor (components/link.tsx), or window.location.assign in an island.';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'next/link', message: fullPageLoads },
            { name: 'next/form', message: fullPageLoads },
            { name: 'next/router', message: fullPageLoads },
            {
              name: 'next/navigation',
              importNames: ['useRouter', 'redirect', 'permanentRedirect'],
              message: fullPageLoads,
            },
          ],
        },
      ],
    },
  },
  {
    ignores: [
      '.next/**',
      'out/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.bench/**',
      'next-env.d.ts',
    ],
  },
];

export default config;

import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/** Why the site has no client-side navigation (D25): every page arrives whole, as HTML. */
const fullPageLoads =
  'The site has no client-side navigation: every page arrives as its static HTML (D25). Use a plain anchor (components/link.tsx), or window.location.assign in an island.';

/** Imports no module may make: client-side navigation (D25). */
const navigationPaths = [
  { name: 'next/link', message: fullPageLoads },
  { name: 'next/form', message: fullPageLoads },
  { name: 'next/router', message: fullPageLoads },
  {
    name: 'next/navigation',
    importNames: ['useRouter', 'redirect', 'permanentRedirect'],
    message: fullPageLoads,
  },
];

/** An import of one of the site's folders, by the @/ alias or a relative path. */
const folder = (...names) => `^(@/|(\\.\\./)+)(${names.join('|')})(/|$)`;

/**
 * The layers read top-down: app → components → lib → content. A folder imports only the
 * folders below it, and content/ is data and types: it reads no files either.
 */
const layers = [
  {
    files: ['components/**'],
    forbidden: [{ regex: folder('app'), message: 'components/ may not import app/.' }],
  },
  {
    files: ['lib/**'],
    forbidden: [
      { regex: folder('components', 'app'), message: 'lib/ may not import components/ or app/.' },
    ],
  },
  {
    files: ['content/**'],
    forbidden: [
      {
        regex: folder('lib', 'components', 'app'),
        message: 'content/ is data and types: it may not import lib/, components/ or app/.',
      },
      { regex: '^(node:)?fs(/|$)', message: 'content/ is data and types: it reads no files.' },
    ],
  },
];

/**
 * One message format (docs/languages.md): a message in content/ is text with named {slots}, or
 * a Plural of two such texts, never a function that builds its text in code.
 */
const messagesAreText = {
  selector: 'Property > :matches(ArrowFunctionExpression, FunctionExpression)',
  message:
    "A message is text with named placeholders ('{name} in {area}', filled by fill() from lib/template.ts), or a Plural ({ one, other }, filled by fillCount()), never a function (docs/languages.md).",
};

// One rule entry per folder, since a later entry replaces an earlier one's options.
const config = [
  ...nextVitals,
  ...nextTs,
  { rules: { 'no-restricted-imports': ['error', { paths: navigationPaths }] } },
  ...layers.map(({ files, forbidden }) => ({
    files,
    rules: {
      'no-restricted-imports': ['error', { paths: navigationPaths, patterns: forbidden }],
    },
  })),
  { files: ['content/**'], rules: { 'no-restricted-syntax': ['error', messagesAreText] } },
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

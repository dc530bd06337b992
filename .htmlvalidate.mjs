// html-validate over every exported page (tests/e2e/html-validate.spec.ts). The recommended
// rules, with these changes. A JavaScript config rather than .htmlvalidate.json, so each change
// can say why.
const config = {
  extends: ['html-validate:recommended'],
  rules: {
    // React writes the serialisation, not us: void elements self-closed (<meta />), boolean
    // attributes as async="" and empty ones as hidden="", and React's own spelling of a few
    // attribute names (charSet, fetchPriority, noModule; HTML attribute names are
    // case-insensitive). These rules stay on, set to React's consistent style instead of off.
    'void-style': ['error', { style: 'selfclose' }],
    'attribute-boolean-style': ['error', { style: 'empty' }],
    'attribute-empty-style': ['error', { style: 'empty' }],
    'attr-case': ['error', { style: 'camelcase' }],
    // React's useId makes ids such as _R_1d5brivb_, and Next names its bootstrap script _R_.
    // Valid HTML (an id needs no leading letter); `relaxed` keeps the HTML checks (not empty,
    // no whitespace) and drops the stricter letter-first convention.
    'valid-id': ['error', { relaxed: true }],
    // Off: our markup styles with classes only, but Headless UI writes a visually-hidden style on
    // its hidden helper elements (focus sentinels, hidden inputs). Each such
    // value is allowed one by one, by hash, in the Content-Security-Policy (scripts/headers.mjs),
    // which is where inline styles are actually controlled.
    'no-inline-style': 'off',
  },
};

export default config;

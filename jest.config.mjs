import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit tests: components and helpers in jsdom, through Next's SWC transform. */
export default createJestConfig({
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests/unit'],
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^next/root-params$': '<rootDir>/tests/unit/root-params.ts',
    // Pages render here as the export renders them to HTML, structured data included; in the
    // browser `#json-ld` is empty (see components/json-ld.tsx), which the browser suite checks.
    '^#json-ld$': '<rootDir>/lib/json-ld.ts',
    // The same for the static regions (components/static-region.tsx).
    '^#static-regions$': '<rootDir>/lib/static-regions.tsx',
  },
});

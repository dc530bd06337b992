import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit tests: components and helpers in jsdom, through Next's SWC transform. */
export default createJestConfig({
  testEnvironment: 'jsdom',
  // The wizard's tests type whole forms with user-event: seconds on a busy two-core machine.
  testTimeout: 20_000,
  roots: ['<rootDir>/tests/unit'],
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^next/root-params$': '<rootDir>/tests/unit/root-params.ts',
  },
});

import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// Packages that ship only ES modules, which Jest runs as CommonJS: SWC compiles them like our
// own code (the structured-data check, tests/structured-data.ts, uses them).
const esmOnly = ['@adobe/structured-data-validator', '@marbec/web-auto-extractor'];

/** Unit tests: components and helpers in jsdom, through Next's SWC transform. */
const config = createJestConfig({
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

// next/jest leaves node_modules untransformed but for the packages it lists in a lookahead of
// its first pattern, "/node_modules/(?!.pnpm)(?!(a|b)/)", which a config cannot extend.
export default async function jestConfig() {
  const resolved = await config();
  const [nodeModules, ...rest] = resolved.transformIgnorePatterns;
  if (!nodeModules.includes('(?!('))
    throw new Error(`next/jest ignores ${nodeModules}: update jest.config.mjs`);
  return {
    ...resolved,
    transformIgnorePatterns: [nodeModules.replace('(?!(', `(?!(${esmOnly.join('|')}|`), ...rest],
  };
}

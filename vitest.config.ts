import { configDefaults, defineConfig } from 'vitest/config';

// test/bench/ holds tests of bench-only tools that a clean clone cannot build (the long-lived
// renderer prototype needs local Go module mirrors). They would only ever skip in `npm test`, so
// they run on their own: `npm run test:renderer-prototype` after building the prototype.
const benchOnly = process.env.DEPLOY_GATE_BENCH_TESTS === '1' ? [] : ['test/bench/**'];

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...benchOnly],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    setupFiles: ['test/setup-path.ts'],
  },
});

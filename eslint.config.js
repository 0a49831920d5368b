import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      '.tools/**',
      '.test-output/**',
      'coverage/**',
      'examples/**',
      'src/**/*.generated.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        fetch: 'readonly',
        AbortController: 'readonly',
        AbortSignal: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // "logLevel: 'silent'" in the yaml parser swallows parse errors (security case D7).
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='logLevel'][value.value='silent']",
          message: "logLevel: 'silent' hides YAML parse errors (security case D7)",
        },
      ],
      // Only src/render/exec.ts may spawn processes; only github/ and the action edges import @actions.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'node:child_process', message: 'spawn processes only through src/render/exec.ts' },
            { name: 'child_process', message: 'spawn processes only through src/render/exec.ts' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/render/exec.ts', 'test/**', 'scripts/**', 'bench/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
);

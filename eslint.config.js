import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import architecture from './eslint/architecture.js';

export default tseslint.config(
  {
    // schema.d.ts is written by openapi-typescript (npm run web:api-types) and checked fresh by a test.
    ignores: [
      'node_modules/',
      'data/',
      'migrations/',
      'web/dist/',
      'web/src/api/schema.d.ts',
      'sdk/openapi.d.ts',
      'test-output/',
      'bench/results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { feira: architecture },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Fastify plugins and hooks are async by contract (the promise says when they are done); the
      // rule would push them back to callback style.
      '@typescript-eslint/require-await': 'off',
      // Decimal prints itself exactly (toString); that is how money reaches messages.
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allow: [{ from: 'package', name: 'Decimal', package: 'decimal.js' }] },
      ],
      'feira/boundaries': ['error', { pure: ['src/platform/http/ssrf.ts'] }],
      // One money module (docs/decisions.md PLT-76): its rounding is set once, for every module.
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'decimal.js', message: 'Import Decimal or Money from src/platform/money.ts.' }] },
      ],
    },
  },
  { files: ['src/platform/money.ts'], rules: { 'no-restricted-imports': 'off' } },
  {
    // Tests read JSON bodies (`response.json()` is `any`) and poke at results; the unsafe-any family
    // would only make them cast every line. Production code keeps the rules.
    files: ['**/*.test.ts', 'test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    // Mantine's hook results (form.onSubmit, handlers.open…) are closures, not `this`-bound methods.
    files: ['web/src/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/unbound-method': 'off' },
  },
  {
    files: ['**/*.js', 'web/vite.config.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
);

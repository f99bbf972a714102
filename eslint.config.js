import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Schemas that reach the browser must be made after zod is told not to use eval (src/domain/zod.ts).
const ZOD_THROUGH_DOMAIN = { name: 'zod', message: "Import z from src/domain/zod.ts, which keeps zod from eval in the browser." };

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'public/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The classic hook rules; the React Compiler rules assume a compiler we do not use.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      // The domain is pure and shared by both sides: it may not reach into either.
      'no-restricted-imports': ['error', { paths: [ZOD_THROUGH_DOMAIN], patterns: ['**/server/**', '**/client/**', 'react', 'react-dom'] }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [ZOD_THROUGH_DOMAIN], patterns: ['**/server/**'] }] },
  },
  { files: ['src/domain/zod.ts'], rules: { 'no-restricted-imports': 'off' } },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty-pattern': 'off',
    },
  },
);

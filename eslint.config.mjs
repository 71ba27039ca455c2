import tseslint from 'typescript-eslint';

export default tseslint.config(
  {ignores: ['build/', 'build-algolia/', '.docusaurus/', 'node_modules/', 'test-results/', 'playwright-report/', 'tests/unit/styleStub.cjs']},
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
);

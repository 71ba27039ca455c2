/**
 * Unit tests: config, data, sidebars, translations, pure client logic. The configuration-error
 * builds (tests/build/) use the same settings with their own testMatch: `npm run test:config-errors`.
 */
export default {
  testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)', '<rootDir>/src/**/__tests__/**/*.test.ts?(x)'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', {jsc: {parser: {syntax: 'typescript', tsx: true}, transform: {react: {runtime: 'automatic'}}}}],
  },
  moduleNameMapper: {
    // First: a stylesheet imported through @site is a stylesheet too.
    '\\.module\\.css$': '<rootDir>/tests/unit/styleStub.cjs',
    '^@site/(.*)$': '<rootDir>/$1',
  },
  // Docusaurus ships its client code as untranspiled JSX (the code block's parts: tests/unit/codeHighlight.test.tsx).
  transformIgnorePatterns: ['/node_modules/(?!@docusaurus/core/lib/client/|@docusaurus/theme-common/lib/utils/|@docusaurus/theme-classic/lib/theme/CodeBlock/)'],
  testEnvironment: 'node',
};

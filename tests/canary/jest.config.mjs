/**
 * The canary (plugins/RELIANCES.md): one test per reliance on framework behaviour that Docusaurus,
 * Rspack, React or DocSearch do not promise. No build: it resolves paths, reads and runs pieces of
 * node_modules, and prints one line per reliance (reporter.cjs). `npm run test:canary`; the first
 * step of `npm test`.
 */
import unit from '../../jest.config.mjs';

export default {
  ...unit,
  rootDir: '../..',
  testMatch: ['<rootDir>/tests/canary/**/*.test.ts?(x)'],
  reporters: ['<rootDir>/tests/canary/reporter.cjs'],
};

import base from '../../jest.config.mjs';

/** Search relevance on the built index (needs build/): a step of its own in tools/run-tests.mjs, after the build. */
export default {...base, rootDir: '../..', testMatch: ['<rootDir>/tests/relevance/**/*.test.ts']};

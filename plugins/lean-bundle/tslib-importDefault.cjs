'use strict';
// RELIANCE tslib-shim: the helpers utils-common calls (tests/canary checks the list).
// The one tslib helper that browser code reaches: `@docusaurus/utils-common`
// (CommonJS) requires tslib for `__importDefault` only, and a CommonJS require
// keeps all of tslib (~4 KB gzip) in the `main` chunk. Same semantics as tslib.
exports.__importDefault = function __importDefault(mod) {
  return mod && mod.__esModule ? mod : {default: mod};
};

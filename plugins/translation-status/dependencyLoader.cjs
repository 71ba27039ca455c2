// A pre-loader for the English pages (index.ts): declares the page's Chinese original as a dependency
// of its module, and passes the source on unchanged. Whether the page shows the translation notice
// (remark.ts) depends on that file, which the bundler cannot see; declared, a change to it makes a
// cached build and the dev server compile the English page again.
const {join} = require('node:path');

module.exports = function translationDependency(source) {
  const {siteDir, sections} = this.getOptions();
  const file = this.resourcePath.split('\\').join('/');
  for (const [zh, en] of sections) {
    const prefix = `${join(siteDir, en).split('\\').join('/')}/`;
    if (file.startsWith(prefix)) {
      this.addDependency(join(siteDir, zh, file.slice(prefix.length)));
      break;
    }
  }
  return source;
};

/** @jest-environment jsdom */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import React, {act} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {ROOT, packageDir, reliance, sameHash, versionOf} from './reliance';

// Reliances of code that runs in the browser (plugins/RELIANCES.md): React's hydration of the
// deferred components, and the DocSearch and theme files our ejected components were made from.

(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;
const core = packageDir('@docusaurus/core');

reliance('deferred-hydration', {
  'React keeps the server HTML inside an element hydrated with an empty dangerouslySetInnerHTML and suppressHydrationWarning, without an error': () => {
    const server = '<footer class="footer"><a href="/blog">博客</a><p>Copyright</p></footer>';
    const container = document.createElement('div');
    container.innerHTML = server;
    document.body.append(container);
    const errors: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args[0]));
    try {
      act(() => {
        hydrateRoot(container, <footer className="footer" suppressHydrationWarning dangerouslySetInnerHTML={{__html: ''}} />, {
          onRecoverableError: (error) => errors.push(error),
        });
      });
    } finally {
      consoleError.mockRestore();
      container.remove();
    }
    if (errors.length > 0) return `hydration reported ${String(errors[0]).split('\n')[0]}`;
    return container.innerHTML === server || `the element now holds ${container.innerHTML || 'nothing'}`;
  },
  "Docusaurus tells the client bundle whether it hydrates server HTML (process.env.HYDRATE_CLIENT_ENTRY), and then calls hydrateRoot": () => {
    const config = readFileSync(join(core, 'lib/webpack/client.js'), 'utf8');
    const entry = readFileSync(join(core, 'lib/client/clientEntry.js'), 'utf8');
    return (
      (config.includes("'process.env.HYDRATE_CLIENT_ENTRY': JSON.stringify(hydrate)") &&
        entry.includes('Boolean(process.env.HYDRATE_CLIENT_ENTRY)') &&
        entry.includes('ReactDOM.hydrateRoot(')) ||
      'the define or its use in clientEntry.js changed'
    );
  },
});

reliance('docsearch-pin', {
  'the installed @docsearch/react is the version package.json pins': () => {
    const pinned = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {overrides: Record<string, string>}).overrides['@docsearch/react'];
    const installed = versionOf('@docsearch/react');
    return installed === pinned || `package.json pins ${pinned}, node_modules has ${installed}`;
  },
  'theme-search-algolia accepts that version': () => {
    const range = (JSON.parse(readFileSync(join(packageDir('@docusaurus/theme-search-algolia'), 'package.json'), 'utf8')) as {dependencies: Record<string, string>})
      .dependencies['@docsearch/react']!;
    const semver = require('semver') as {satisfies(version: string, range: string): boolean};
    return semver.satisfies(versionOf('@docsearch/react'), range) || `it asks for ${range}`;
  },
  "the entry points our SearchBar imports still export what it uses (button, modal, keyboard hook, stylesheet)": () => {
    // DocSearch ships ES modules only: ask Node itself, as the bundler would resolve them.
    const script = `const out = {};
for (const [path, name] of [['@docsearch/react/button', 'DocSearchButton'], ['@docsearch/react/modal', 'DocSearchModal'], ['@docsearch/react/useDocSearchKeyboardEvents', 'useDocSearchKeyboardEvents']]) {
  try { out[path] = (await import(path))[name] != null; } catch { out[path] = false; }
}
try { import.meta.resolve('@docsearch/react/style'); out['@docsearch/react/style'] = true; } catch { out['@docsearch/react/style'] = false; }
console.log(JSON.stringify(out));`;
    const found = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], {cwd: ROOT, encoding: 'utf8'})) as Record<string, boolean>;
    const missing = Object.entries(found).filter(([, ok]) => !ok).map(([path]) => path);
    return missing.length === 0 || `not found: ${missing.join(', ')}`;
  },  "its modal groups hits by their highlighted lvl0 (marks removed), else their lvl0, one source a group (src/search/localClient.ts inRankOrder)": () => {
    const modal = readFileSync(join(packageDir('@docsearch/react'), 'dist/esm/DocSearchModal.js'), 'utf8');
    return (
      (modal.includes('if(!r.__docsearch_parent&&!e._highlightResult)return e.hierarchy.lvl0;') &&
        modal.includes('null===(n=e._highlightResult)||void 0===n||null===(n=n.hierarchy)||void 0===n?void 0:n.lvl0') &&
        modal.includes('sourceId:"hits_".concat(')) ||
      "DocSearchModal.js no longer reads a hit's group from its highlighted lvl0 as it did"
    );
  },
});

reliance('searchbar-eject', {
  "theme-search-algolia's SearchBar is still the file src/theme/SearchBar was ejected from": () =>
    sameHash(join(packageDir('@docusaurus/theme-search-algolia'), 'src/theme/SearchBar/index.tsx'), '11ed3f658fb077fc06110893c9e4bdedd580a05be12f8c8c6ebf5767586eb04f'),
});

reliance('blog-list-page-eject', {
  "theme-classic's BlogListPage is still the file src/theme/BlogListPage was ejected from": () =>
    sameHash(join(packageDir('@docusaurus/theme-classic'), 'src/theme/BlogListPage/index.tsx'), 'dc4183edec9cf341f1bfa80091acf04b99fc3f23e2c3aff71dd9096416c3445e'),
});

reliance('blog-author-socials', {
  "theme-classic's Author renders its Socials for every author, with or without links": () => {
    const source = readFileSync(join(packageDir('@docusaurus/theme-classic'), 'lib/theme/Blog/Components/Author/index.js'), 'utf8');
    return source.includes('<AuthorSocials author={author} />') || 'Author no longer renders <AuthorSocials author={author} /> as it did';
  },
  "theme-classic's Socials and its stylesheet are the ones src/theme/Blog/Components/Author/Socials copies the empty row from": () => {
    const dir = join(packageDir('@docusaurus/theme-classic'), 'lib/theme/Blog/Components/Author/Socials');
    const js = sameHash(join(dir, 'index.js'), '96f5a32471a918d4db1d4acaf56900195432521bdc56e6c7b732e67d2599a20a');
    return js === true ? sameHash(join(dir, 'styles.module.css'), 'bf02f5e4c95612c3b1bf566479a3496d426546d97cd1ed3741ec1120395e6e1a') : js;
  },
});

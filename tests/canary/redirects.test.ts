import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {reliance} from './reliance';

// The reliance of plugins/redirects on @docusaurus/plugin-client-redirects (plugins/RELIANCES.md).

type Upstream = (context: unknown, options: unknown) => {name: string; postBuild(props: unknown): Promise<void>} & Record<string, unknown>;
const plugin = (require('@docusaurus/plugin-client-redirects') as {default: Upstream}).default;
const siteConfig = {trailingSlash: undefined, future: {experimental_router: 'browser'}, onDuplicateRoutes: 'warn'};

async function run(to: string): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'canary-redirects-'));
  try {
    const instance = plugin({siteConfig}, {id: 'default', redirects: [{from: '/old', to}], fromExtensions: [], toExtensions: []});
    await instance.postBuild({routesPaths: ['/', '/new'], baseUrl: '/', outDir, siteConfig, content: undefined});
    return readFileSync(join(outDir, 'old/index.html'), 'utf8');
  } finally {
    rmSync(outDir, {recursive: true, force: true});
  }
}

reliance('client-redirects-plugin', {
  'the plugin function returns a plugin whose only lifecycle is postBuild': () => {
    const keys = Object.keys(plugin({siteConfig}, {id: 'default', redirects: [], fromExtensions: [], toExtensions: []})).sort();
    return JSON.stringify(keys) === JSON.stringify(['name', 'postBuild']) || `its keys are ${keys.join(', ')}`;
  },
  'postBuild writes <from>/index.html, a meta refresh after <meta charset="UTF-8">': async () => {
    const html = await run('/new#section');
    return (html.includes('<meta charset="UTF-8">') && html.includes('<meta http-equiv="refresh" content="0; url=/new#section">')) || html;
  },
  'postBuild throws when a target is not a page': async () => {
    try {
      await run('/missing');
      return 'it wrote the page';
    } catch (error) {
      return /do not exist/.test(String(error)) || String(error);
    }
  },
});

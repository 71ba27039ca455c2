import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import clientRedirects from '@docusaurus/plugin-client-redirects';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {siteOutDir} from '../csp';
import {REDIRECTS_INCLUDE, localePrefixes, nginxRedirects, withNoindex, type RedirectsOptions} from './nginx';
import {expandRedirects, hasStaticPage} from '../../src/data/redirects';

export {REDIRECTS_INCLUDE};

/**
 * Old addresses into the docs (issue 26), from one table (src/data/redirects.ts), served everywhere
 * the site is:
 * - by nginx, as real `301`s: after each locale is built, the table of both locales is written as an
 *   nginx include, `.nginx/redirects.conf` in the site's output folder, which nginx/site.conf
 *   includes (as it includes the CSP hashes of plugins/csp) and which the offline package ships;
 * - by any other static host, as redirect pages at the old addresses: written by Docusaurus' own
 *   @docusaurus/plugin-client-redirects (which also fails the build when a target is not a page),
 *   then marked `noindex` here. nginx answers those addresses before it would serve the pages.
 */

export default async function redirects(context: LoadContext, given?: Partial<RedirectsOptions>): Promise<Plugin> {
  // The table comes from src/data/redirects.ts unless a test passes its own. Not through the site
  // config: Docusaurus serializes plugin options into the client bundle of every page.
  const options: RedirectsOptions = {redirects: given?.redirects ?? expandRedirects()};
  // Docusaurus' own plugin writes the pages and checks that every target is a page of the build.
  // RELIANCE client-redirects-plugin: called as a function with options we give in full (its validation skipped), its only lifecycle is postBuild, which writes `<from>/index.html` with a meta refresh after `<meta charset="UTF-8">` and throws on a target that is not a page.
  const staticRedirects = options.redirects.filter(hasStaticPage);
  const upstream = await clientRedirects(context, {
    id: 'default',
    redirects: staticRedirects.map(({from, to}) => ({from, to})),
    fromExtensions: [],
    toExtensions: [],
  });
  return {
    name: 'rainbond-redirects',

    async postBuild(props) {
      // The upstream plugin only warns and skips a redirect from an address that is a page: a row
      // would then hide nothing in the static build but still hide the page behind nginx's 301.
      const pages = new Set(props.routesPaths.map((route) => `/${route.slice(props.baseUrl.length)}`.replace(/\/+$/, '')));
      const shadowing = options.redirects.filter(({from}) => pages.has(from));
      if (shadowing.length) {
        throw new Error(`redirects: these old addresses are pages of the site now; remove their rows from src/data/redirects.ts:\n${shadowing.map((r) => `- ${r.from}`).join('\n')}`);
      }
      // A redirect page whose folder differs from a page's only in case would overwrite that page
      // when the build is unpacked on a case-insensitive file system.
      const lowerPages = new Set([...pages].map((p) => p.toLowerCase()));
      const clashing = staticRedirects.filter(({from}) => lowerPages.has(from.toLowerCase()));
      if (clashing.length) {
        throw new Error(`redirects: these old addresses differ from a page only in case, so their redirect pages would overwrite it on a case-insensitive file system:\n${clashing.map((r) => `- ${r.from}`).join('\n')}`);
      }
      await upstream!.postBuild!({...props, content: undefined});
      // The pages it wrote: `<from>/index.html` each.
      await Promise.all(
        staticRedirects.map(async ({from}) => {
          const file = join(props.outDir, from, 'index.html');
          await writeFile(file, withNoindex(await readFile(file, 'utf8')));
        }),
      );
      const {i18n} = context;
      const root = siteOutDir(props.outDir, context.baseUrl, i18n.localeConfigs[i18n.defaultLocale]?.baseUrl ?? '/');
      const file = join(root, REDIRECTS_INCLUDE);
      await mkdir(join(file, '..'), {recursive: true});
      await writeFile(file, nginxRedirects(options.redirects, localePrefixes(i18n)));
    },
  };
}

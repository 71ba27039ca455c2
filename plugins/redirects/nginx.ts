import type {LoadContext} from '@docusaurus/types';
import type {Redirect} from '../../src/data/redirects';

// The nginx include and the redirect pages' finishing touch (plugins/redirects), without the
// upstream plugin, so that tools/package.mjs and the unit tests load them on their own.

/** Path of the include below the site's output folder, beside plugins/csp's. */
export const REDIRECTS_INCLUDE = '.nginx/redirects.conf';

export interface RedirectsOptions {
  /** The concrete redirects, without locale (expandRedirects of src/data/redirects.ts). */
  redirects: readonly Redirect[];
}

/** The path prefix of each locale: `''` for the default one, `/en` for English. */
export function localePrefixes(i18n: LoadContext['i18n']): string[] {
  return i18n.locales.map((locale) => (locale === i18n.defaultLocale ? '' : `/${i18n.localeConfigs[locale]?.path ?? locale}`));
}

const SAFE_PATH = /^\/[A-Za-z0-9._~/-]*$/;
const SAFE_FRAGMENT = /^[A-Za-z0-9._-]*$/;

/**
 * The include's text: for each redirect in each locale, exact-match locations for the path with and
 * without its trailing slash, answering `301` to the target with the query string kept (a fragment
 * stays with the browser, which keeps it unless the target names its own). Exact locations are
 * matched before any other, in a tree, so a thousand of them cost nothing per request.
 */
export function nginxRedirects(redirects: readonly Redirect[], prefixes: readonly string[]): string {
  const lines = [
    '# Written by plugins/redirects after the build, from src/data/redirects.ts: old addresses',
    '# and the page that covers their topic now. nginx/site.conf includes it inside `server`.',
  ];
  for (const prefix of prefixes) {
    for (const {from, to} of redirects) {
      const [path, fragment = ''] = to.split('#');
      if (!SAFE_PATH.test(from) || !SAFE_PATH.test(path!) || !SAFE_FRAGMENT.test(fragment)) {
        throw new Error(`redirects: a path nginx cannot take as it is: ${from} → ${to}`);
      }
      const target = `${prefix}${path}$is_args$args${fragment ? `#${fragment}` : ''}`;
      const source = `${prefix}${from}`.replace(/\/+$/, '');
      for (const variant of [source, `${source}/`]) lines.push(`location = ${variant} { return 301 "${target}"; }`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** A redirect page of the client-redirects plugin, kept out of search engines' indexes. */
export function withNoindex(html: string): string {
  if (html.includes('name="robots"')) return html;
  return html.replace(/<meta charset="UTF-8">/i, (charset) => `${charset}\n    <meta name="robots" content="noindex">`);
}

/**
 * The only module that reads the environment. Every other config piece imports
 * from here, so the whole configuration surface is visible in one place and the
 * defaults make `npm start` and `npm test` work with no variables at all.
 */

import type {Locale} from '../src/types/localized';

export type {Locale};

export interface AlgoliaEnv {
  appId: string;
  apiKey: string;
  indexName: string;
}

export interface SiteEnv {
  /** Public origin of the site, used for canonical and hreflang links. */
  siteUrl: string;
  /** Path the site is served under; always starts and ends with `/`. */
  baseUrl: string;
  /** Locale being built or served (set by Docusaurus for each locale). */
  locale: Locale;
  /** Hosted search credentials; undefined means the built-in offline index. */
  algolia: AlgoliaEnv | undefined;
  /** Load the third-party statistics scripts. */
  analytics: boolean;
  /** True for `docusaurus build`, false for the dev server. */
  production: boolean;
  /**
   * Where "Edit this page" sends a reader: the site repository's edit URL, to which the page's
   * source path (`docs/x.md`, or `i18n/en/…/x.md` for English) is appended. Forks and mirrors set
   * EDIT_URL to their own repository.
   */
  editUrl: string;
  /**
   * Replaces the announcement bar's id (config/announcement.ts) when set: a new id shows the bar
   * again to visitors who dismissed it. The CSP test builds with one, as a changed inline script.
   */
  announcementId: string | undefined;
  /**
   * The folder of the translations, `i18n` (Docusaurus' `i18n.path`). The catalogue check of
   * `npm run i18n:status` and of the test run (tools/i18n/catalogues.mjs) sets I18N_PATH to an empty
   * temporary folder, so that `write-translations` writes fresh catalogues there and never rewrites
   * the committed ones.
   */
  i18nPath: string;
  /**
   * Build the unreleased next docs version (`current` once a version has been cut,
   * config/docsVersions.ts). `DOCS_NEXT=on`/`off`; by default only the dev server has it, so that
   * writers see what they edit and a production build serves the released versions alone.
   */
  docsNext: boolean;
}

type Env = Record<string, string | undefined>;

function normaliseBaseUrl(value: string | undefined): string {
  const raw = (value ?? '/').trim() || '/';
  const withLead = raw.startsWith('/') ? raw : `/${raw}`;
  return withLead.endsWith('/') ? withLead : `${withLead}/`;
}

function readAlgolia(env: Env): AlgoliaEnv | undefined {
  const appId = env.ALGOLIA_APP_ID?.trim();
  const apiKey = env.ALGOLIA_API_KEY?.trim();
  const indexName = env.ALGOLIA_INDEX_NAME?.trim();
  return appId && apiKey && indexName ? {appId, apiKey, indexName} : undefined;
}

function readAnalytics(env: Env, production: boolean): boolean {
  const flag = env.ANALYTICS?.trim().toLowerCase();
  if (flag === 'off') return false;
  if (flag === 'on') return true;
  return production;
}

function readAnnouncementId(env: Env): string | undefined {
  const id = env.ANNOUNCEMENT_ID?.trim();
  if (!id) return undefined;
  // It is written into an inline script and a storage key: letters, digits and . _ - only.
  if (!/^[\w.-]+$/.test(id)) throw new Error(`ANNOUNCEMENT_ID may hold letters, digits, ".", "_" and "-" only, got "${id}"`);
  return id;
}

function readDocsNext(env: Env, production: boolean): boolean {
  const flag = env.DOCS_NEXT?.trim().toLowerCase();
  if (flag === 'on') return true;
  if (flag === 'off') return false;
  return !production;
}

/** The repository of this site's sources, opened in GitHub's editor on the default branch. */
export const DEFAULT_EDIT_URL = 'https://github.com/goodrain/rainbond-docs/edit/main/';

/** Pure reader, exported for tests; `siteEnv` below is what the config uses. */
export function readSiteEnv(env: Env): SiteEnv {
  const production = env.NODE_ENV === 'production';
  return {
    siteUrl: (env.SITE_URL?.trim() || 'https://www.rainbond.com').replace(/\/+$/, ''),
    baseUrl: normaliseBaseUrl(env.BASE_URL),
    locale: env.DOCUSAURUS_CURRENT_LOCALE === 'en' ? 'en' : 'zh',
    algolia: readAlgolia(env),
    analytics: readAnalytics(env, production),
    production,
    editUrl: `${(env.EDIT_URL?.trim() || DEFAULT_EDIT_URL).replace(/\/+$/, '')}/`,
    announcementId: readAnnouncementId(env),
    i18nPath: env.I18N_PATH?.trim() || 'i18n',
    docsNext: readDocsNext(env, production),
  };
}

export const siteEnv: SiteEnv = readSiteEnv(process.env);

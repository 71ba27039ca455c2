import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SearchMode} from '@site/config/search';

export type {SearchMode};

/** The search mode of a site config: what config/search.ts decided for this build. */
export function searchModeOf(customFields: Record<string, unknown> | undefined): SearchMode {
  const mode = customFields?.searchMode;
  if (mode !== 'algolia' && mode !== 'local') {
    throw new Error(`customFields.searchMode must be "algolia" or "local", got ${JSON.stringify(mode)} (docusaurus.config.ts sets it)`);
  }
  return mode;
}

/**
 * The one place the browser learns where search answers come from: Algolia or the offline index.
 * Nothing else in the client decides it (no credentials are looked at).
 */
export function useSearchMode(): SearchMode {
  return searchModeOf(useDocusaurusContext().siteConfig.customFields);
}

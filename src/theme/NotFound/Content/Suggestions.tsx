import '@page-translations/theme.NotFound';
import React, {useEffect, useMemo, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import {useAlgoliaContextualFacetFilters, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {notFoundWords, pageWords, pagesOf, type SearchHit} from '@site/src/lib/notFoundQuery';
import styles from './styles.module.css';

/**
 * The missing address and the three pages that match its words best (issue 26), asked of the search
 * backend of the build through `algoliasearch/lite`, as the search page asks it: the offline index of
 * the page's language (plugins/local-search aliases the module to src/search/searchPageClient.ts), or
 * Algolia with the same contextual filters as the search box (plugins/algolia-search-page aliases it
 * to a client that answers "no results" when Algolia cannot be reached). The code and the index load
 * after the page has rendered, only on a not-found page.
 */

interface Suggestion {
  url: string;
  title: string;
  section: string | null;
}

type State = {status: 'loading'} | {status: 'done'; suggestions: Suggestion[]};

/**
 * Two queries in one request: the words of the page's own segment, then all the words of the address
 * (any of them may be missing); the pages of the first come first.
 */
function useSuggestions(specific: readonly string[], words: readonly string[], enabled: boolean): State {
  const {siteConfig} = useDocusaurusContext();
  const {appId, apiKey, indexName} = siteConfig.themeConfig.algolia as {appId: string; apiKey: string; indexName: string};
  const facetFilters = useAlgoliaContextualFacetFilters();
  const processUrl = useSearchResultUrlProcessor();
  const [state, setState] = useState<State>({status: 'loading'});
  const query = words.join(' ');
  const first = specific.join(' ');
  const filters = JSON.stringify(facetFilters);

  useEffect(() => {
    if (!enabled) return undefined;
    if (!query) {
      setState({status: 'done', suggestions: []});
      return undefined;
    }
    let current = true;
    import('algoliasearch/lite')
      .then(({liteClient}) =>
        liteClient(appId, apiKey).search({
          requests: [
            {indexName, query: first, hitsPerPage: 10, facetFilters: JSON.parse(filters)},
            {indexName, query, hitsPerPage: 20, facetFilters: JSON.parse(filters), optionalWords: [...words]},
          ],
        }),
      )
      .then(
        (response) => {
          const hits = (response as {results: {hits?: SearchHit[]}[]}).results.flatMap((result) => result.hits ?? []).filter((hit) => typeof hit.url === 'string');
          return pagesOf(hits).map(({page, title, section}) => ({url: processUrl(page), title, section}));
        },
        // The search backend's code could not be loaded (offline): the page stays as it is.
        () => [],
      )
      .then((suggestions) => {
        if (current) setState({status: 'done', suggestions});
      });
    return () => {
      current = false;
    };
  }, [enabled, first, query, words, filters, appId, apiKey, indexName, processUrl]);
  return state;
}

export default function Suggestions(): ReactNode {
  const isBrowser = useIsBrowser();
  const {pathname} = useLocation();
  const {siteConfig, i18n} = useDocusaurusContext();
  const baseUrl = i18n.localeConfigs[i18n.currentLocale]?.baseUrl ?? siteConfig.baseUrl;
  const words = useMemo(() => notFoundWords(pathname, baseUrl), [pathname, baseUrl]);
  const specific = useMemo(() => pageWords(pathname, baseUrl), [pathname, baseUrl]);
  const state = useSuggestions(specific, words, isBrowser);
  const searchLink = useSearchLinkCreator()(words.join(' '));
  // The server renders one not-found page for every address (404.html): the address is known in the browser only.
  if (!isBrowser) return null;
  return (
    <div className={styles.suggestions} data-suggestions={state.status}>
      <p>
        <Translate id="theme.NotFound.path" description="On the 404 page: names the address that was not found" values={{path: <code className={styles.path}>{pathname}</code>}}>
          {'没有这个地址：{path}'}
        </Translate>
      </p>
      <div aria-live="polite">
        {state.status === 'done' && state.suggestions.length > 0 && (
          <>
            <h2 className={styles.title}>
              <Translate id="theme.NotFound.suggestions" description="On the 404 page: heading of the pages that match the words of the address">
                你要找的可能是
              </Translate>
            </h2>
            <ul className={styles.list}>
              {state.suggestions.map((suggestion) => (
                <li key={suggestion.url}>
                  <Link to={suggestion.url}>{suggestion.title}</Link>
                  {suggestion.section && <span className={styles.section}> · {suggestion.section}</span>}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      {words.length > 0 && (
        <p>
          <Link to={searchLink}>
            <Translate id="theme.NotFound.search" description="On the 404 page: link to the search page for the words of the address" values={{query: words.join(' ')}}>
              {'在全站搜索“{query}”'}
            </Translate>
          </Link>
        </p>
      )}
    </div>
  );
}

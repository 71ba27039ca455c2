// Ejected from @docusaurus/theme-search-algolia 3.10.2, src/theme/SearchBar/index.tsx.
// Why (each change is marked CUSTOM):
// 1. Offline search: without Algolia credentials the modal's search client is
//    replaced by the local one (src/search/localClient.ts) through
//    `transformSearchClient`, which no wrapper can reach.
// 2. No preconnect to an Algolia host that the offline build never calls.
// 3. Spec §2.3: typing a letter or digit while the button is focused opens the
//    modal with that character. DocSearch 4 ignores the `onInput` option the
//    theme passes, so the button handles the key itself.
// 4. Storage denied by the browser: the modal would crash reading
//    `window.localStorage` (see deniedStorage.ts).
// 5. An unreachable Algolia answers "no results" instead of an uncaught error
//    (src/search/resilientClient.ts).
// 6. The offline index starts loading when the modal opens, and the modal's
//    "no results" screen shows only once an answer is really empty
//    (src/search/answerState.ts).
// 7. The modal's texts, placeholder included, are read after its messages load.
// 8. Label in name (WCAG 2.5.3): the button is ./SearchButton, whose accessible
//    name is the text it shows, key hint included (upstream: "Search (Control+k)").
// 9. Offline, the modal's chunks fail to load: no uncaught error, the next try loads them.
// RELIANCE searchbar-eject: a copy of theme-search-algolia's SearchBar, which Docusaurus does not mark safe to eject.
import React, {
  useCallback,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {createPortal} from 'react-dom';
// RELIANCE docsearch-pin: these entry points of @docsearch/react 4.7.0, pinned in package.json.
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {
  isRegexpStringMatch,
  useSearchLinkCreator,
} from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
  useAlgoliaAskAi,
  mergeFacetFilters,
} from '@docusaurus/theme-search-algolia/client';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useSearchMode} from '@site/src/search/mode';
import {createLazyLocalClient, warmLocalSearch} from '@site/src/search/lazyClient';
import type {trackAnswers as TrackAnswers} from '@site/src/search/answerState';
import type {resilientSearchClient as ResilientSearchClient} from '@site/src/search/resilientClient';
import type * as ModalClient from '@site/src/search/modalClient';
import {startsQuery} from './typeToSearch';
import {hideDeniedLocalStorage} from './deniedStorage';
import {SearchButton} from './SearchButton';
import type {
  InternalDocSearchHit,
  DocSearchModal as DocSearchModalType,
  DocSearchModalProps,
  StoredDocSearchHit,
  DocSearchTransformClient,
  DocSearchHit,
  DocSearchTranslations,
  UseDocSearchKeyboardEventsProps,
} from '@docsearch/react';

import type {AutocompleteState} from '@algolia/autocomplete-core';
import type {FacetFilters} from 'algoliasearch/lite';
import type {ThemeConfigAlgolia} from '@docusaurus/theme-search-algolia';

type DocSearchProps = Omit<
  DocSearchModalProps,
  'onClose' | 'initialScrollY'
> & {
  contextualSearch?: string;
  externalUrlRegex?: string;
  searchPagePath: boolean | string;
  askAi?: Exclude<
    (DocSearchModalProps & {askAi: unknown})['askAi'],
    string | undefined
  >;
};

// extend DocSearchProps for v4 features
// Upstream: to be removed in Docusaurus v4, once DocSearch v3 support is dropped
interface DocSearchV4Props extends Omit<DocSearchProps, 'askAi'> {
  indexName: string;
  askAi?: ThemeConfigAlgolia['askAi'];
  translations?: DocSearchTranslations;
}

let DocSearchModal: typeof DocSearchModalType | null = null;
// CUSTOM: the modal's texts (./modalTranslations), read once the modal loads.
let modalTranslations: DocSearchTranslations['modal'] | null = null;
// CUSTOM: loaded with the modal too (the modal is what calls transformSearchClient).
let resilientSearchClient: typeof ResilientSearchClient | null = null;
// CUSTOM: likewise (the modal's stylesheet reads what it records).
let trackAnswers: typeof TrackAnswers = (client) => client;
// CUSTOM: search analytics (the queries readers type, the results they open), loaded with the modal.
let searchAnalytics: typeof ModalClient | null = null;

function importDocSearchModalIfNeeded() {
  if (DocSearchModal) {
    return Promise.resolve();
  }
  // CUSTOM: the modal must not crash where the browser denies storage.
  hideDeniedLocalStorage(window);
  return Promise.all([
    import('@docsearch/react/modal'),
    import('@docsearch/react/style'),
    import('./styles.css'),
    import('./modalTranslations'),
    import('@site/src/search/resilientClient'),
    // CUSTOM: the record of answers and search analytics, in one chunk (src/search/modalClient.ts).
    import('@site/src/search/modalClient'),
  ]).then(
    ([{DocSearchModal: Modal}, , , {default: texts}, resilience, modalClient]) => {
      modalTranslations = texts;
      searchAnalytics = modalClient;
      resilientSearchClient = resilience.resilientSearchClient;
      trackAnswers = modalClient.trackAnswers;
      DocSearchModal = Modal;
    },
    () => {
      // CUSTOM: offline, the modal's chunks fail: no uncaught error, the modal
      // stays closed, and the next focus, hover or click loads them again.
    },
  );
}

function useButtonTranslations(): DocSearchTranslations['button'] {
  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });
  return {buttonText: label, buttonAriaLabel: label};
}

function useNavigator({
  externalUrlRegex,
}: Pick<DocSearchProps, 'externalUrlRegex'>) {
  const history = useHistory();
  const [navigator] = useState<DocSearchModalProps['navigator']>(() => {
    return {
      navigate(params) {
        // CUSTOM: a result opened with the keyboard (Enter) counts as opened, like a click.
        searchAnalytics?.modalResultOpened(params.itemUrl);
        // Algolia results could contain URL's from other domains which cannot
        // be served through history and should navigate with window.location
        if (isRegexpStringMatch(externalUrlRegex, params.itemUrl)) {
          window.location.href = params.itemUrl;
        } else {
          history.push(params.itemUrl);
        }
      },
    };
  });
  return navigator;
}

function useTransformSearchClient(
  // CUSTOM: the offline build answers from the local index.
  offline: boolean,
): DocSearchModalProps['transformSearchClient'] {
  const {
    siteMetadata: {docusaurusVersion},
  } = useDocusaurusContext();
  return useCallback(
    (searchClient: DocSearchTransformClient) => {
      // CUSTOM: an Algolia-shaped client over the offline index.
      // CUSTOM: every answer is recorded, so "no results" shows only when true.
      // CUSTOM: each query the reader settles on is reported (src/search/searchAnalytics.ts).
      const reporting = <C extends Parameters<typeof trackAnswers>[0]>(client: C): C =>
        searchAnalytics ? searchAnalytics.reportingSearchClient(client, 'modal') : client;
      if (offline) {
        // CUSTOM: the modal answers from the headings file until the whole index is there.
        return trackAnswers(reporting(createLazyLocalClient({headingsFirst: true}))) as unknown as typeof searchClient;
      }
      searchClient.addAlgoliaAgent('docusaurus', docusaurusVersion);
      // CUSTOM: no uncaught error when Algolia cannot be reached.
      return trackAnswers(reporting(resilientSearchClient ? resilientSearchClient(searchClient) : searchClient));
    },
    [docusaurusVersion, offline],
  );
}

function useTransformItems(props: Pick<DocSearchProps, 'transformItems'>) {
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const [transformItems] = useState<DocSearchModalProps['transformItems']>(
    () => {
      return (items: DocSearchHit[]) =>
        props.transformItems
          ? // Custom transformItems
            props.transformItems(items)
          : // Default transformItems
            items.map((item) => ({
              ...item,
              url: processSearchResultUrl(item.url),
            }));
    },
  );
  return transformItems;
}

function useResultsFooterComponent({
  closeModal,
}: {
  closeModal: () => void;
}): DocSearchProps['resultsFooterComponent'] {
  return useMemo(
    () =>
      ({state}) =>
        <ResultsFooter state={state} onClose={closeModal} />,
    [closeModal],
  );
}

function Hit({
  hit,
  children,
}: {
  hit: InternalDocSearchHit | StoredDocSearchHit;
  children: ReactNode;
}) {
  // CUSTOM: an opened result is reported with the query it answered (src/search/searchAnalytics.ts).
  return (
    <Link
      to={hit.url}
      onClick={(event) => searchAnalytics?.modalResultOpened(hit.url, event.currentTarget)}>
      {children}
    </Link>
  );
}

type ResultsFooterProps = {
  state: AutocompleteState<InternalDocSearchHit>;
  onClose: () => void;
};

function ResultsFooter({state, onClose}: ResultsFooterProps) {
  const createSearchLink = useSearchLinkCreator();

  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate
        id="theme.SearchBar.seeAll"
        values={{count: state.context.nbHits}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

function useSearchParameters({
  contextualSearch,
  ...props
}: DocSearchProps): DocSearchProps['searchParameters'] {
  const contextualSearchFacetFilters = useAlgoliaContextualFacetFilters();

  const configFacetFilters: FacetFilters =
    props.searchParameters?.facetFilters ?? [];

  const facetFilters: FacetFilters = contextualSearch
    ? // Merge contextual search filters with config filters
      mergeFacetFilters(contextualSearchFacetFilters, configFacetFilters)
    : // ... or use config facetFilters
      configFacetFilters;

  // We let users override default searchParameters if they want to
  return {
    ...props.searchParameters,
    facetFilters,
  };
}

function DocSearch({externalUrlRegex, ...props}: DocSearchV4Props) {
  const navigator = useNavigator({externalUrlRegex});
  const searchParameters = useSearchParameters({...props} as DocSearchProps);
  const transformItems = useTransformItems(props);
  // CUSTOM: the mode config/search.ts decided (src/search/mode.ts).
  const offline = useSearchMode() === 'local';
  const transformSearchClient = useTransformSearchClient(offline);
  const defaultButtonTranslations = useButtonTranslations();
  const buttonTranslations = props.translations?.button ?? defaultButtonTranslations;

  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(
    undefined,
  );

  const {isAskAiActive, currentPlaceholder, onAskAiToggle, extraAskAiProps} =
    useAlgoliaAskAi(props);

  const prepareSearchContainer = useCallback(() => {
    if (!searchContainer.current) {
      const divElement = document.createElement('div');
      searchContainer.current = divElement;
      document.body.insertBefore(divElement, document.body.firstChild);
    }
  }, []);

  const openModal = useCallback(() => {
    prepareSearchContainer();
    // CUSTOM: the offline index loads while the modal opens, not on the first keystroke.
    if (offline) void warmLocalSearch();
    importDocSearchModalIfNeeded().then(() => setIsOpen(DocSearchModal !== null));
  }, [prepareSearchContainer, offline]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
    onAskAiToggle(false);
  }, [onAskAiToggle]);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) {
        // ignore browser's ctrl+f
        return;
      }
      // prevents duplicate key insertion in the modal input
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  const resultsFooterComponent = useResultsFooterComponent({closeModal});

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput: handleInput,
    searchButtonRef,
    isAskAiActive: isAskAiActive ?? false,
    onAskAiToggle: onAskAiToggle ?? (() => {}),
  } satisfies UseDocSearchKeyboardEventsProps & {
    // Upstream: to be removed in Docusaurus v4, once DocSearch v3 support is dropped
    isAskAiActive: boolean;
    onAskAiToggle: (askAiToggle: boolean) => void;
  } as UseDocSearchKeyboardEventsProps);

  return (
    <>
      {/* CUSTOM: preconnect only when there is an Algolia host to talk to. */}
      {!offline && (
        <Head>
          {/* This hints the browser that the website will load data from Algolia,
          and allows it to preconnect to the DocSearch cluster. It makes the first
          query faster, especially on mobile. */}
          <link
            rel="preconnect"
            href={`https://${props.appId}-dsn.algolia.net`}
            crossOrigin="anonymous"
          />
        </Head>
      )}

      {/* CUSTOM: our button, whose accessible name holds the text it shows (./SearchButton). */}
      <SearchButton
        onTouchStart={importDocSearchModalIfNeeded}
        onFocus={importDocSearchModalIfNeeded}
        onMouseOver={importDocSearchModalIfNeeded}
        onClick={openModal}
        // CUSTOM: type on the focused button to start a query (spec §2.3).
        onKeyDown={(event: React.KeyboardEvent<HTMLButtonElement>) => {
          if (startsQuery(event.nativeEvent)) handleInput(event.nativeEvent);
        }}
        ref={searchButtonRef}
        buttonText={buttonTranslations?.buttonText ?? 'Search'}
      />

      {isOpen &&
        DocSearchModal &&
        searchContainer.current &&
        createPortal(
          <DocSearchModal
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            transformSearchClient={transformSearchClient}
            {...(props.searchPagePath && {
              resultsFooterComponent,
            })}
            // CUSTOM: the hook's placeholder comes from a translations module read
            // before the modal's messages load (see ./modalTranslations).
            placeholder={
              isAskAiActive
                ? currentPlaceholder
                : (modalTranslations?.searchBox?.placeholderText ?? currentPlaceholder)
            }
            {...(props as any)}
            translations={props.translations?.modal ?? modalTranslations ?? undefined}
            searchParameters={searchParameters}
            {...extraAskAiProps}
          />,
          searchContainer.current,
        )}
    </>
  );
}

export default function SearchBar(props: Partial<DocSearchV4Props>): ReactNode {
  const {siteConfig} = useDocusaurusContext();

  const docSearchProps: DocSearchV4Props = {
    ...(siteConfig.themeConfig.algolia as DocSearchV4Props),
    // Let props override theme config
    // See https://github.com/facebook/docusaurus/pull/11581
    ...props,
  };

  return <DocSearch {...docSearchProps} />;
}

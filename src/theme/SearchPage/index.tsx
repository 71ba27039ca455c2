// Wrapper: the search page's `theme.SearchPage.*` messages load with this
// page's chunk instead of every page's `main` (plugins/page-translations),
// and the page gets a description for search engines and link previews.
// With more than one docs version, a switch to search all of them (issue 29). The results readers
// open are reported to the site's statistics (issue 27, src/search/searchAnalytics.ts).
import '@page-translations/theme.SearchPage';
import React, {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import Head from '@docusaurus/Head';
import {useHistory, useLocation} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import SearchPage from '@theme-original/SearchPage';
import {ALL_VERSIONS_PARAM, ALL_VERSIONS_VALUE, searchesAllVersions} from '@site/src/search/versionScope';
import {reportSearchPageClicks} from '@site/src/search/searchAnalytics';

/**
 * "Search all versions": the search page's own selects search one version per docs instance; this
 * switch sets `?versions=all`, which its client reads (src/search/versionScope.ts). The original
 * page is mounted again when it changes, so that it searches again. The original renders its own
 * layout, so the switch is put under its heading once the page is in the document (it needs
 * JavaScript anyway).
 */
function AllVersionsSwitch({checked}: {checked: boolean}): ReactNode {
  const history = useHistory();
  const location = useLocation();
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const heading = document.querySelector('.main-wrapper h1');
    if (!heading) return undefined;
    const div = document.createElement('div');
    div.className = 'margin-bottom--md';
    heading.after(div);
    setHost(div);
    return () => div.remove();
  }, [checked]);
  const toggle = () => {
    const params = new URLSearchParams(location.search);
    if (checked) params.delete(ALL_VERSIONS_PARAM);
    else params.set(ALL_VERSIONS_PARAM, ALL_VERSIONS_VALUE);
    const search = params.toString();
    history.replace({...location, search: search ? `?${search}` : ''});
  };
  if (!host) return null;
  return createPortal(
    <label>
        <input type="checkbox" checked={checked} onChange={toggle} data-testid="search-all-versions" />{' '}
        <Translate id="theme.SearchPage.allVersions" description="On the search page, with several docs versions: search every version, not only the one chosen">
          搜索所有文档版本
        </Translate>
    </label>,
    host,
  );
}

export default function SearchPageWrapper(): ReactNode {
  const description = translate({
    id: 'search.page.description',
    message: '在 Rainbond 文档、博客、用户案例和社区页面中搜索安装步骤、功能说明与实践经验。',
    description: 'Meta description of the /search page',
  });
  const versioned = Object.values(useAllDocsData()).some((docs) => docs.versions.length > 1);
  const location = useLocation();
  const allVersions = searchesAllVersions(location.search);
  // The result a reader opens is reported with the query it answered (src/search/searchAnalytics.ts).
  useEffect(() => reportSearchPageClicks(document), []);
  return (
    <>
      <Head>
        <meta name="description" content={description} />
        <meta property="og:description" content={description} />
      </Head>
      {versioned && <AllVersionsSwitch checked={allVersions} />}
      <SearchPage key={allVersions ? 'all' : 'chosen'} />
    </>
  );
}

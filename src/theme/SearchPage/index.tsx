// Wrapper: the search page's `theme.SearchPage.*` messages load with this
// page's chunk instead of every page's `main` (plugins/page-translations),
// and the page gets a description for search engines and link previews.
import '@page-translations/theme.SearchPage';
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import SearchPage from '@theme-original/SearchPage';

export default function SearchPageWrapper(): ReactNode {
  const description = translate({
    id: 'search.page.description',
    message: '在 Rainbond 文档、博客、用户案例和社区页面中搜索安装步骤、功能说明与实践经验。',
    description: 'Meta description of the /search page',
  });
  return (
    <>
      <Head>
        <meta name="description" content={description} />
        <meta property="og:description" content={description} />
      </Head>
      <SearchPage />
    </>
  );
}

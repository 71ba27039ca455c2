import React, {type ReactNode} from 'react';
import Header from '@theme-original/BlogPostItem/Header';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import CopyPage from '@site/src/components/CopyPage';

/** On a post's own page (not in the lists), "Copy page" and "View as Markdown" above its header (issue 20). */
export default function HeaderWrapper(): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  return (
    <>
      {isBlogPostPage && <CopyPage permalink={metadata.permalink} />}
      <Header />
    </>
  );
}

import React, {type ReactNode} from 'react';
import Metadata from '@theme-original/BlogPostPage/Metadata';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import MarkdownAlternate from '@site/src/components/MarkdownAlternate';

/** The post's head tags, plus the link to its Markdown twin. */
export default function MetadataWrapper(): ReactNode {
  const {permalink} = useBlogPost().metadata;
  return (
    <>
      <Metadata />
      <MarkdownAlternate permalink={permalink} />
    </>
  );
}

import React, {type ReactNode} from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import MarkdownAlternate from '@site/src/components/MarkdownAlternate';

/** The doc's head tags, plus the link to its Markdown twin. */
export default function MetadataWrapper(): ReactNode {
  const {permalink} = useDoc().metadata;
  return (
    <>
      <Metadata />
      <MarkdownAlternate permalink={permalink} />
    </>
  );
}

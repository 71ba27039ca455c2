import React, {type ReactNode} from 'react';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type DocCategoryGeneratedIndexPageType from '@theme/DocCategoryGeneratedIndexPage';
import type {WrapperProps} from '@docusaurus/types';
import MarkdownAlternate from '@site/src/components/MarkdownAlternate';

type Props = WrapperProps<typeof DocCategoryGeneratedIndexPageType>;

/** A category's generated index page, plus the link to its Markdown twin (the list of its pages). */
export default function DocCategoryGeneratedIndexPageWrapper(props: Props): ReactNode {
  return (
    <>
      <DocCategoryGeneratedIndexPage {...props} />
      <MarkdownAlternate permalink={props.categoryGeneratedIndex.permalink} />
    </>
  );
}

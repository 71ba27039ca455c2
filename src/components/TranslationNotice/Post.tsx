import React, {type ReactNode} from 'react';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import TranslationNotice from './index';

/** The notice on a post, case, feature or use scene: on its own page only, not in a list of posts. */
export default function PostTranslationNotice({date}: {date: string}): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  return isBlogPostPage ? <TranslationNotice date={date} permalink={metadata.permalink} /> : null;
}

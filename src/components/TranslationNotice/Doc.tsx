import React, {type ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import TranslationNotice from './index';

/** The notice on a docs or community page (plugins/translation-status/remark.ts). */
export default function DocTranslationNotice({date}: {date: string}): ReactNode {
  return <TranslationNotice date={date} permalink={useDoc().metadata.permalink} />;
}

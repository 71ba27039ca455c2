import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPage from '@site/src/components/CopyPage';

type Props = WrapperProps<typeof ContentType>;

/** "Copy page" and "View as Markdown" above the doc (issue 20). */
export default function ContentWrapper(props: Props): ReactNode {
  const {permalink} = useDoc().metadata;
  return (
    <>
      <CopyPage permalink={permalink} />
      <Content {...props} />
    </>
  );
}

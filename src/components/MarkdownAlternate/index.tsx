import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {twinPath} from '@site/plugins/llms/twins';

/** `<link rel="alternate" type="text/markdown">` to the page's Markdown twin (plugins/llms). */
export default function MarkdownAlternate({permalink}: {permalink: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Head>
      <link rel="alternate" type="text/markdown" href={twinPath(permalink, siteConfig.baseUrl)} />
    </Head>
  );
}

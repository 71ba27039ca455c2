import React, {type ReactNode} from 'react';
import Loadable from 'react-loadable';
import {useLocation} from '@docusaurus/router';
import routesChunkNames from '@generated/routesChunkNames';
import registry from '@generated/registry';
import server from '@generated/rainbond-lazy-routes/server.json';
import {chunksOfPage} from './pageChunks';

/**
 * Server render only (src/theme/Root.tsx): names the chunks the page's first render needs, so that
 * its HTML lists them and the browser fetches them with `main` instead of after it (issue 28).
 *
 * Docusaurus writes into a page's HTML the files of the chunks its render reported to
 * react-loadable's `Loadable.Capture`; each route component reports module paths, which its client
 * manifest does not know by that name, and the groups of plugins/lazy-routes are no route component.
 * (The route table matched here is the whole one, as data from the build; the client's first render
 * matches the same routes once their groups are back in its table.)
 * A loadable component with these chunk names as its `modules` reports them by their names, which
 * the manifest knows; it renders nothing. ssrTemplate.ts writes them as preload links.
 */
// RELIANCE page-chunks-in-html: core's server render collects Loadable `modules` and finds their files by chunk name in the client manifest.
export default function ServerChunks(): ReactNode {
  const {pathname} = useLocation();
  const Report = Loadable({loader: () => Promise.resolve({default: () => null}), loading: () => null, delay: null, modules: chunksOfPage(pathname, server, routesChunkNames as never, registry)});
  return <Report />;
}

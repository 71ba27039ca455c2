import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import type {Options, PluginOptions} from '@docusaurus/plugin-content-docs';
import {splitVersionRoutes} from './split';

/**
 * The docs plugin, with the data of each version cut per section (issue 10).
 *
 * Docusaurus gives every docs page the whole version's metadata: every sidebar and the id, title and
 * description of every doc. That file is part of the first load of each docs page, so each page
 * grows with the number of pages (about 340 bytes per doc). This wrapper (the documented way to
 * extend a content plugin: delegate to it, change what it hands over) lets the original plugin build
 * its routes, then gives each section — the first path segment under the version, such as
 * /docs/use-manual — a version route of its own whose metadata holds that section's sidebar items
 * in full, the other sections cut to two levels, and only the docs the section shows. See split.ts.
 */
// RELIANCE docs-sections: the docs plugin adds its routes with actions.addRoute, in the shape split.ts cuts.
export default async function docsSections(context: LoadContext, options: PluginOptions): Promise<Plugin<unknown>> {
  const plugin = (await pluginContentDocs(context, options)) as Plugin<unknown>;
  const contentLoaded = plugin.contentLoaded!;
  return {
    ...plugin,
    async contentLoaded(args) {
      return contentLoaded.call(plugin, {
        ...args,
        actions: {...args.actions, addRoute: (route: RouteConfig) => args.actions.addRoute(splitVersionRoutes(route))},
      });
    },
  };
}

export {validateOptions};
export type {Options};

import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {sections} from './pages';

/**
 * The bundler's part of the translation notice (remark.ts, issue 30): in a build of another locale
 * than the default, every English page's module depends on its Chinese original (dependencyLoader.cjs),
 * so that Rspack's persistent cache and the dev server do not keep a page compiled before its Chinese
 * page changed. Documented bundler API only: a `pre` rule and the loader's `addDependency`.
 */
export default function translationStatusPlugin(context: LoadContext): Plugin {
  return {
    name: 'rainbond-translation-status',
    configureWebpack() {
      if (context.i18n.currentLocale === context.i18n.defaultLocale) return {};
      return {
        module: {
          rules: [
            {
              test: /\.mdx?$/i,
              enforce: 'pre',
              include: sections.map((s) => join(context.siteDir, s.en)),
              use: [{loader: join(__dirname, 'dependencyLoader.cjs'), options: {siteDir: context.siteDir, sections: sections.map((s) => [s.zh, s.en])}}],
            },
          ],
        },
      };
    },
  };
}

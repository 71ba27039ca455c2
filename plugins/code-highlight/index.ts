import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {themeCss} from './highlight';

/**
 * The stylesheet of the build-time highlighting (highlight.ts): the token classes of the light and dark
 * themes of `themeConfig.prism`, in every page's CSS. The tokens themselves come from the remark plugin
 * of each content instance (remark.ts, listed in docusaurus.config.ts).
 */
export default function codeHighlight(context: LoadContext): Plugin {
  const {theme, darkTheme} = (context.siteConfig.themeConfig as {prism: {theme: PrismTheme; darkTheme: PrismTheme}}).prism;
  const dir = join(context.generatedFilesDir, 'rainbond-code-highlight');
  const file = join(dir, 'tokens.css');
  mkdirSync(dir, {recursive: true});
  writeFileSync(file, themeCss({light: theme, dark: darkTheme}));
  return {
    name: 'rainbond-code-highlight',
    getClientModules: () => [file],
  };
}

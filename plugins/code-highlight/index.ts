import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {codeHighlightOptions} from '../../config/prism';
import {themeCss} from './highlight';

/**
 * The stylesheet of the build-time highlighting (highlight.ts): the token classes of the light and dark
 * themes of config/prism.ts, in every page's CSS. The tokens themselves come from the remark plugin
 * of each content instance (remark.ts, listed in docusaurus.config.ts).
 */
export default function codeHighlight(context: LoadContext): Plugin {
  const dir = join(context.generatedFilesDir, 'rainbond-code-highlight');
  const file = join(dir, 'tokens.css');
  mkdirSync(dir, {recursive: true});
  writeFileSync(file, themeCss(codeHighlightOptions.themes));
  return {
    name: 'rainbond-code-highlight',
    getClientModules: () => [file],
  };
}

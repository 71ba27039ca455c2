import type {Token} from 'prism-react-renderer';
import type {Highlighted} from '@site/plugins/code-highlight/highlight';

/** A token of the build (plugins/code-highlight) as the theme's Line renders it: its class attribute and text. */
export type ClassedToken = Token & {className: string};

/** The lines of a block's `tokens` prop (a JSON string of {@link Highlighted}), as written in the source. */
export function writtenLines(tokens: string): ClassedToken[][] {
  const {classes, lines} = JSON.parse(tokens) as Highlighted;
  return lines.map((line) =>
    line.map((token): ClassedToken => {
      const [className, content] = typeof token === 'string' ? ['token plain', token] : [classes[token[0]]!, token[1]];
      return {types: [], content, className, ...(content === '\n' && / t-empty\b/.test(className) ? {empty: true} : {})};
    }),
  );
}

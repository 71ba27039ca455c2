import React, {isValidElement, type ReactNode} from 'react';
import clsx from 'clsx';
import type {LineInputProps, LineOutputProps, TokenInputProps, TokenOutputProps} from 'prism-react-renderer';
import {ThemeClassNames, useThemeConfig} from '@docusaurus/theme-common';
// RELIANCE code-block-internals: theme-common's internal code block metadata, context and word wrap, as theme-classic's CodeBlock uses them.
import {CodeBlockContextProvider, createCodeBlockMetadata, useCodeWordWrap, type CodeBlockMetadata} from '@docusaurus/theme-common/internal';
import type {Props as CodeBlockProps} from '@theme/CodeBlock';
import Buttons from '@theme/CodeBlock/Buttons';
import ElementContent from '@theme/CodeBlock/Content/Element';
import Line from '@theme/CodeBlock/Line';
import Title from '@theme/CodeBlock/Title';
import styles from '@site/src/theme/CodeBlock/styles.module.css';
import {writtenLines, type ClassedToken} from './tokens';

/** The props of a code block: the theme's, and the tokens the build computed (plugins/code-highlight). */
export type Props = CodeBlockProps & {readonly tokens?: string};

const lineText = (line: ClassedToken[]) => line.map((token) => token.content).join('');
/** prism-react-renderer writes an empty line as one token "\n". */
const sameLine = (tokenLine: ClassedToken[], text: string) => (lineText(tokenLine) === '\n' ? '' : lineText(tokenLine)) === text;

function plainLine(text: string): ClassedToken[] {
  return text === '' ? [{types: ['plain'], content: '\n', empty: true, className: 'token plain t-empty'}] : [{types: ['plain'], content: text, className: 'token plain'}];
}

/**
 * The build's tokens for each line of `code` (the block's text once the theme has taken out its magic
 * comment lines, which are whole lines): the lines of the block as written, matched in order. Lines
 * that cannot be matched, or a block without tokens (a CodeBlock written in JSX), are plain text.
 */
export function linesOf(code: string, tokens: string | undefined): ClassedToken[][] {
  const wanted = code.split('\n');
  if (tokens === undefined) return wanted.map(plainLine);
  const written = writtenLines(tokens);
  const result: ClassedToken[][] = [];
  let next = 0;
  for (const text of wanted) {
    while (next < written.length && !sameLine(written[next]!, text)) next += 1;
    if (next === written.length) return wanted.map(plainLine);
    result.push(written[next]!);
    next += 1;
  }
  return result;
}

const getLineProps = ({className}: LineInputProps): LineOutputProps => ({className: clsx('token-line', className)});
const getTokenProps = ({token}: TokenInputProps): TokenOutputProps => ({className: (token as ClassedToken).className, children: token.content});

function Content({metadata, tokens, wordWrap}: {metadata: CodeBlockMetadata; tokens: string | undefined; wordWrap: ReturnType<typeof useCodeWordWrap>}) {
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  return (
    // As the theme's: tabIndex, so that the block scrolls with the keyboard.
    <pre ref={wordWrap.codeBlockRef} tabIndex={0} className={clsx(`prism-code language-${language}`, styles.codeBlock, 'thin-scrollbar')}>
      <code
        className={clsx(styles.codeBlockLines, lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering)}
        style={lineNumbersStart === undefined ? undefined : {counterReset: `line-count ${lineNumbersStart - 1}`}}>
        {linesOf(code, tokens).map((line, i) => (
          <Line
            key={i}
            line={line}
            getLineProps={getLineProps}
            getTokenProps={getTokenProps}
            classNames={lineClassNames[i]}
            showLineNumbers={lineNumbersStart !== undefined}
          />
        ))}
      </code>
    </pre>
  );
}

function StringCodeBlock({children, className, metastring, language, title, showLineNumbers, tokens}: Props & {children: string}) {
  const {prism} = useThemeConfig();
  const metadata = createCodeBlockMetadata({
    code: children,
    className,
    metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language,
    title,
    showLineNumbers,
  });
  const wordWrap = useCodeWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <div className={clsx(metadata.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)}>
        {metadata.title && (
          <div className={styles.codeBlockTitle}>
            <Title>{metadata.title}</Title>
          </div>
        )}
        <div className={styles.codeBlockContent}>
          <Content metadata={metadata} tokens={tokens} wordWrap={wordWrap} />
          <Buttons />
        </div>
      </div>
    </CodeBlockContextProvider>
  );
}

/**
 * The code block of theme-classic (CodeBlock, its String content, Layout, Container and Content,
 * 3.10.2: the same markup and classes, its own Title, Buttons and Line components) without Prism:
 * the tokens were computed when the site was built (plugins/code-highlight) and their colours for
 * both colour modes are classes (no inline style, so no repaint after hydration). JSX children are
 * the theme's own Element content, as before.
 */
export default function HighlightedCodeBlock({children, ...props}: Props): ReactNode {
  const parts = React.Children.toArray(children);
  if (parts.some((part) => isValidElement(part))) return <ElementContent {...props}>{children}</ElementContent>;
  return <StringCodeBlock {...props}>{parts.join('')}</StringCodeBlock>;
}

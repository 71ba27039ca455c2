import type {ComponentType} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';
import type {Props} from '@theme/CodeBlock';

// The lazy half of code blocks (see src/theme/CodeBlock): Prism, the extra
// grammars of `themeConfig.prism.additionalLanguages` and the original code
// block (highlighting, copy and word-wrap buttons) travel in one chunk.
prismIncludeLanguages(Prism);

export default CodeBlock as ComponentType<Props>;

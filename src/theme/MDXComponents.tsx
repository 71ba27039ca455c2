// Wraps @docusaurus/theme-classic 3.10 src/theme/MDXComponents: the original
// components, plus a `table` that can take keyboard focus.
// Why: Infima makes Markdown tables `display: block; overflow: auto`, so a wide
// table (long API paths, or any table on a phone) scrolls sideways, and a
// scrolling region that cannot be focused cannot be scrolled with the keyboard
// (WCAG 2.1.1, axe scrollable-region-focusable).
import React, {type ComponentProps, type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';

function Table(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}

export default {...MDXComponents, table: Table};

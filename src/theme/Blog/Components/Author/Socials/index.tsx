import React, {type ComponentType, type ReactNode} from 'react';
import type {Props} from '@theme/Blog/Components/Author/Socials';
import {deferHydration} from '@site/src/components/DeferredHydration';
import styles from './styles.module.css';

/** The original, with the icons of its twelve platforms: only for an author who has social links. */
const WithLinks = deferHydration<Props>({
  name: 'AuthorSocials',
  load: () => import('@theme-original/Blog/Components/Author/Socials'),
  server:
    process.env.RAINBOND_SSR === 'true'
      ? (require('@theme-original/Blog/Components/Author/Socials') as {default: ComponentType<Props>})
      : null,
  as: 'div',
});

/**
 * An author's social links under their name on posts and post lists. No author of the site has any,
 * and the original imports an icon for each of twelve platforms (about 7 KiB gzip of every post's
 * JavaScript, issue 28): without links, the empty row the original keeps for alignment is rendered
 * here, with the original's rule (styles.module.css); with links, the original.
 */
// RELIANCE blog-author-socials: theme-classic's Author always renders its Socials, an empty row of the original's style when there are none.
export default function AuthorSocials(props: Props): ReactNode {
  if (Object.keys(props.author.socials ?? {}).length === 0) return <div className={styles.authorSocials} />;
  return <WithLinks {...props} />;
}

import React, {type ReactNode} from 'react';
import Logo from '@theme-original/Footer/Logo';
import type LogoType from '@theme/Footer/Logo';
import type {WrapperProps} from '@docusaurus/types';
import Translate from '@docusaurus/Translate';
import {links} from '@site/config/links';
import styles from './styles.module.css';

type Props = WrapperProps<typeof LogoType>;

// Wraps the footer logo to add the two-line tagline and the GitHub star button
// that the footer config has no field for.
export default function LogoWrapper(props: Props): ReactNode {
  return (
    <div className={styles.brand}>
      <Logo {...props} />
      <p className={styles.tagline}>
        <Translate id="footer.tagline.line1" description="First line of the footer tagline">
          低门槛、易用的云原生应用管理平台
        </Translate>
        <br />
        <Translate id="footer.tagline.line2" description="Second line of the footer tagline">
          不用写 YAML，就能把应用部署到 Kubernetes 上
        </Translate>
      </p>
      <a className={styles.star} href={links.github} target="_blank" rel="noopener noreferrer">
        <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
          <path
            fill="currentColor"
            d="M8 .25a.75.75 0 0 1 .673.418l1.882 3.815 4.21.612a.75.75 0 0 1 .416 1.279l-3.046 2.97.719 4.192a.75.75 0 0 1-1.088.791L8 12.347l-3.766 1.98a.75.75 0 0 1-1.088-.79l.72-4.194L.818 6.374a.75.75 0 0 1 .416-1.28l4.21-.611L7.327.668A.75.75 0 0 1 8 .25Z"
          />
        </svg>
        <Translate id="footer.star" description="Footer button asking to star the project on GitHub">
          Star us on GitHub
        </Translate>
      </a>
    </div>
  );
}

import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {releasePath, releases} from '@site/src/data/releases';
import {inLocale} from '@site/src/types/localized';

interface Props {
  /** Text of the upgrade-guide link; given by the page so no catalogue key is needed. */
  upgradeLabel: string;
}

/** The release-notes index: one line per release, newest first, from src/data/releases.ts. */
export default function ReleaseList({upgradeLabel}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  return (
    <ul>
      {releases.map((release) => (
        <li key={release.version}>
          <Link to={releasePath(release.version)}>
            <strong>v{release.version}</strong>
          </Link>{' '}
          (<time dateTime={release.date}>{release.date}</time>) {inLocale(release.summary, i18n.currentLocale)}{' '}
          <Link to={release.upgradeGuide}>{upgradeLabel}</Link>
        </li>
      ))}
    </ul>
  );
}

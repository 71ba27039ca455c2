// Ejected from @docusaurus/theme-classic 3.10.2, src/theme/SkipToContent
// (which renders SkipToContentLink from @docusaurus/theme-common).
// Why: the original focuses <main> by adding tabindex="-1", calling focus()
// and removing the tabindex at once. Current Chromium then moves focus back to
// <body> (focus fix-up), so the link did nothing for keyboard users. Here the
// tabindex stays until the target loses focus.
import React, {useCallback, useEffect, useRef, type ReactNode, type MouseEvent} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {SkipToContentFallbackId} from '@docusaurus/theme-common';
import styles from './styles.module.css';

function skipTarget(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main:first-of-type') ?? document.getElementById(SkipToContentFallbackId);
}

// CUSTOM: keep tabindex until blur instead of removing it right after focus().
function focusProgrammatically(el: HTMLElement): void {
  if (!el.hasAttribute('tabindex')) {
    el.setAttribute('tabindex', '-1');
    el.addEventListener('blur', () => el.removeAttribute('tabindex'), {once: true});
  }
  el.focus({preventScroll: false});
}

export default function SkipToContent(): ReactNode {
  const containerRef = useRef<HTMLDivElement>(null);
  const {action} = useHistory();
  const label = translate({
    id: 'theme.common.skipToMainContent',
    description:
      'The skip to content label used for accessibility, allowing to rapidly navigate to main content with keyboard tab/enter navigation',
    message: 'Skip to main content',
  });

  const onClick = useCallback((event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const target = skipTarget();
    if (target) focusProgrammatically(target);
  }, []);

  // After an in-app navigation, start keyboard focus from the top again. (The original uses
  // theme-common's internal useLocationChange; the router's own hook does the same here.)
  const location = useLocation();
  const previous = useRef(location);
  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    if (containerRef.current && !location.hash && action === 'PUSH') {
      focusProgrammatically(containerRef.current);
    }
  }, [location, action]);

  return (
    <div ref={containerRef} role="region" aria-label={label}>
      <a className={styles.skipToContent} href={`#${SkipToContentFallbackId}`} onClick={onClick}>
        {label}
      </a>
    </div>
  );
}

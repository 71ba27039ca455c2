import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
// RELIANCE generated-site-config: the site config as a module, for code outside React (no hook to call).
import siteConfig from '@generated/docusaurus.config';
import {
  SUPPORT_MODAL_DELAY_MS,
  SUPPORT_MODAL_MARKER,
  announceSupportModal,
  decideSupportModal,
  homePaths,
} from './supportModalCore';

// Decides once per page load, from the first page the visitor sees, whether
// the "support Rainbond" modal is shown later; the UI (and antd) is loaded by
// src/components/SupportModal only when the timer fires.

function readMarker(): string | null {
  try {
    return window.sessionStorage.getItem(SUPPORT_MODAL_MARKER);
  } catch {
    // No session storage: the modal could not remember being shown, so never show it.
    return 'unavailable';
  }
}

function writeMarker(value: string): void {
  try {
    window.sessionStorage.setItem(SUPPORT_MODAL_MARKER, value);
  } catch {
    // Nothing to remember it in; readMarker() already returned 'unavailable'.
  }
}

if (ExecutionEnvironment.canUseDOM) {
  const {baseUrl, i18n} = siteConfig;
  const homes = homePaths(baseUrl, i18n.locales, i18n.defaultLocale);
  const decision = decideSupportModal(window.location.pathname, homes, readMarker());
  if (decision === 'schedule') {
    writeMarker(String(Date.now()));
    window.setTimeout(announceSupportModal, SUPPORT_MODAL_DELAY_MS);
  } else if (readMarker() === null) {
    writeMarker('home');
  }
}

/**
 * When to invite a visitor to star the project (spec §2.7, §9): 180 s after
 * the first page view of a browser session, unless that first page is a home
 * page or the session already has its marker. Pure, so it is unit-tested.
 */

export const SUPPORT_MODAL_DELAY_MS = 180_000;
export const SUPPORT_MODAL_MARKER = 'rainbond.supportModal';

export type SupportModalDecision = 'schedule' | 'skip';

/** Home pages of every locale, e.g. `/` and `/en/` under base URL `/`. */
export function homePaths(baseUrl: string, locales: readonly string[], defaultLocale: string): string[] {
  return locales.map((locale) => (locale === defaultLocale ? baseUrl : `${baseUrl}${locale}/`));
}

function isHome(pathname: string, homes: readonly string[]): boolean {
  const withSlash = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return homes.includes(withSlash) || homes.some((home) => `${home}index.html` === pathname);
}

export function decideSupportModal(pathname: string, homes: readonly string[], marker: string | null): SupportModalDecision {
  if (marker !== null) return 'skip';
  return isHome(pathname, homes) ? 'skip' : 'schedule';
}

type Listener = () => void;
const listeners = new Set<Listener>();
let due = false;

/** Tells the mounted host (SupportModal) that the modal is due. */
export function announceSupportModal(): void {
  due = true;
  listeners.forEach((listener) => listener());
}

export function subscribeSupportModal(listener: Listener): () => void {
  listeners.add(listener);
  if (due) listener();
  return () => {
    listeners.delete(listener);
  };
}

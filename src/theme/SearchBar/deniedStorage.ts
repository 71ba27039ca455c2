/**
 * DocSearch 4.7's modal reads `window.localStorage` outside any try/catch when
 * it mounts (a storage quota check). Where the browser denies storage (strict
 * privacy settings, sandboxed frames) that read throws, and the error takes
 * the whole navbar search item down. So, when the read throws, the property is
 * redefined as `undefined` on this window: code that tests `window.localStorage`
 * before use (DocSearch, Docusaurus, the Algolia client) then sees no storage,
 * which is the truth.
 */
export function hideDeniedLocalStorage(win: Window): void {
  try {
    void win.localStorage;
  } catch {
    try {
      Object.defineProperty(win, 'localStorage', {configurable: true, value: undefined});
    } catch {
      // A non-configurable property cannot be replaced; DocSearch will fail as before.
    }
  }
}

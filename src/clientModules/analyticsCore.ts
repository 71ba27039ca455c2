/** Pure pieces of the analytics loader, unit-tested without a browser. */

export interface AnalyticsConfig {
  enabled: boolean;
  scripts: readonly string[];
}

export function readAnalyticsConfig(customFields: Record<string, unknown> | undefined): AnalyticsConfig {
  const raw = customFields?.analytics as Partial<AnalyticsConfig> | undefined;
  const scripts = Array.isArray(raw?.scripts) ? raw.scripts.filter((s) => typeof s === 'string') : [];
  return {enabled: raw?.enabled === true && scripts.length > 0, scripts};
}

/** Appends each script once, async, so that it never blocks rendering. */
export function injectScripts(doc: Document, scripts: readonly string[]): HTMLScriptElement[] {
  const present = new Set(
    Array.from(doc.querySelectorAll<HTMLScriptElement>('script[data-analytics]'), (el) => el.dataset.analytics),
  );
  const added: HTMLScriptElement[] = [];
  for (const src of scripts) {
    if (present.has(src)) continue;
    present.add(src);
    const el = doc.createElement('script');
    el.src = src;
    el.async = true;
    el.dataset.analytics = src;
    doc.head.appendChild(el);
    added.push(el);
  }
  return added;
}

type HmtWindow = Window & {_hmt?: unknown[][]};

/** Baidu statistics counts SPA navigations only when told about them. */
export function trackPageView(win: Window, path: string): void {
  const hmt = (win as HmtWindow)._hmt;
  if (Array.isArray(hmt)) hmt.push(['_trackPageview', path]);
}

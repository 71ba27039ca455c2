/** @jest-environment jsdom */
import {injectScripts, readAnalyticsConfig, trackPageView} from '../../src/clientModules/analyticsCore';

describe('analytics loader', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('is off unless enabled with at least one script', () => {
    expect(readAnalyticsConfig(undefined).enabled).toBe(false);
    expect(readAnalyticsConfig({analytics: {enabled: true, scripts: []}}).enabled).toBe(false);
    expect(readAnalyticsConfig({analytics: {enabled: false, scripts: ['https://a/x.js']}}).enabled).toBe(false);
    expect(readAnalyticsConfig({analytics: {enabled: true, scripts: ['https://a/x.js']}})).toEqual({
      enabled: true,
      scripts: ['https://a/x.js'],
    });
  });

  it('adds each script once, async', () => {
    const scripts = ['https://static.example.com/a.js', 'https://static.example.com/b.js'];
    expect(injectScripts(document, scripts)).toHaveLength(2);
    expect(injectScripts(document, scripts)).toHaveLength(0);
    const tags = Array.from(document.head.querySelectorAll('script'));
    expect(tags.map((t) => t.src)).toEqual(scripts);
    expect(tags.every((t) => t.async)).toBe(true);
  });

  it('reports client-side navigations to Baidu statistics when it is present', () => {
    const win = window as Window & {_hmt?: unknown[][]};
    trackPageView(win, '/docs/');
    expect(win._hmt).toBeUndefined();
    win._hmt = [];
    trackPageView(win, '/blog/apollo');
    expect(win._hmt).toEqual([['_trackPageview', '/blog/apollo']]);
  });
});

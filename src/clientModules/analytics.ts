import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
// RELIANCE generated-site-config: the site config as a module, for code outside React (no hook to call).
import siteConfig from '@generated/docusaurus.config';
import {injectScripts, readAnalyticsConfig, trackPageView} from './analyticsCore';

// Loads the statistics scripts once the page has finished loading, so they
// never compete with the page's own assets, and reports SPA navigations.

const config = readAnalyticsConfig(siteConfig.customFields);

if (ExecutionEnvironment.canUseDOM && config.enabled) {
  const load = () => injectScripts(document, config.scripts);
  if (document.readyState === 'complete') {
    load();
  } else {
    window.addEventListener('load', load, {once: true});
  }
}

export function onRouteDidUpdate({
  location,
  previousLocation,
}: {
  location: Location;
  previousLocation: Location | null;
}): void {
  if (!config.enabled || !previousLocation || location.pathname === previousLocation.pathname) {
    return;
  }
  trackPageView(window, location.pathname + location.search);
}

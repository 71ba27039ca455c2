/**
 * Third-party statistics scripts (visitor statistics and product analytics),
 * served from Goodrain's static host. The client module
 * src/clientModules/analytics.ts injects them after the page has loaded.
 */
export const analyticsScripts: readonly string[] = [
  'https://static.goodrain.com/docusaurus/baidu-statistics.js',
  'https://static.goodrain.com/docusaurus/posthog.js',
];

import {test, expect, colourModes, hydrated, localePath, locales, useColourMode} from './fixtures';
import {describeViolations, seriousViolations} from './a11y';

// Issue 7: axe-core finds no serious or critical violation on any page type,
// in both locales and both colour modes.

const pageTypes: {name: string; path: string; ready?: string}[] = [
  {name: 'home', path: '/'},
  {name: 'docs page', path: '/docs/quick-start/architecture'},
  {name: 'docs index', path: '/docs/'},
  {name: 'API intro', path: '/docs/Intro'},
  {name: 'blog post', path: '/blog/apollo'},
  {name: 'blog list', path: '/blog'},
  {name: 'case post', path: '/case/kgdata'},
  {name: 'community page', path: '/community/support'},
  {name: 'helm landing', path: '/helm/'},
  {name: 'ack landing', path: '/ack/'},
  {name: 'curated apps', path: '/opensourceApps/'},
  {name: 'enterprise', path: '/enterprise_server/'},
  {name: 'wechat', path: '/wechat/'},
  {name: 'search page', path: '/search?q=helm', ready: 'main article h2 a'},
  {name: 'not found', path: '/no-such-page'},
];

for (const locale of locales) {
  for (const mode of colourModes) {
    test.describe(`axe ${locale} ${mode}`, () => {
      for (const {name, path, ready} of pageTypes) {
        test(`${name} ${path} has no serious or critical violation`, async ({page}) => {
          await useColourMode(page, mode);
          await page.goto(localePath(locale, path));
          await hydrated(page);
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          if (ready) await expect(page.locator(ready).first()).toBeVisible();
          const violations = await seriousViolations(page);
          expect(violations.map((v) => v.id), describeViolations(violations)).toEqual([]);
        });
      }
    });
  }
}

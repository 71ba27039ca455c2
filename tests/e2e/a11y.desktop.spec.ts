import {test, expect, colourModes, hydrated, localePath, locales, toggleColourMode, useColourMode} from './fixtures';
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

// One page load a page type and locale: axe runs in the light mode the visitor stored, then again
// after the visitor switches to dark with the navbar's switch (half the page loads of loading each
// mode on its own, for the same two checks).
for (const locale of locales) {
  test.describe(`axe ${locale}`, () => {
    for (const {name, path, ready} of pageTypes) {
      test(`${name} ${path} has no serious or critical violation, light then dark`, async ({page}) => {
        await useColourMode(page, 'light');
        await page.goto(localePath(locale, path));
        await hydrated(page);
        // The search page's results need the index (about 900 KiB gzip): wait for them however long
        // it takes on a busy machine, bounded by the test's own timeout, not by expect's 5 s.
        if (ready) await expect(page.locator(ready).first()).toBeVisible({timeout: 0});
        for (const mode of colourModes) {
          if (mode !== 'light') await toggleColourMode(page);
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          // Colours ease into the new mode (CSS transitions): axe reads them once every transition has ended.
          await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
          const violations = await seriousViolations(page);
          expect(violations.map((v) => v.id), `${mode}: ${describeViolations(violations)}`).toEqual([]);
        }
      });
    }
  });
}

// Issue 16, WCAG 2.5.3 "label in name": a speech-input user says what they see.
for (const locale of locales) {
  test(`search button ${locale}: its accessible name holds the text it shows, key hint included`, async ({page}) => {
    await page.goto(localePath(locale, '/docs/'));
    await hydrated(page);
    const button = page.locator('.navbar button.DocSearch-Button');
    // The key hint appears once the button has mounted (it depends on the platform).
    await expect(button.locator('kbd')).toHaveCount(2);
    const visible = (await button.innerText()).replace(/\s+/g, ' ').trim();
    expect(visible).toMatch(locale === 'zh' ? /^搜索 ?Ctrl ?K$/ : /^Search ?Ctrl ?K$/);
    const name = /^- button "(.*)"/.exec(await button.ariaSnapshot())?.[1] ?? '';
    const squash = (text: string) => text.replace(/\s+/g, '').toLowerCase();
    expect(squash(name)).toContain(squash(visible));
    // The shortcut itself is still announced.
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+k');
  });
}

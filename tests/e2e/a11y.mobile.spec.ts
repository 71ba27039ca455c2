import {test, expect, colourModes, hydrated, localePath, locales, menuToggle, useColourMode} from './fixtures';
import {describeViolations, seriousViolations} from './a11y';

// Issue 7, phone width: the slide-in menu, open, has no serious or critical
// axe-core violation (the rest of each page is covered at desktop width).

for (const locale of locales) {
  for (const mode of colourModes) {
    for (const path of ['/', '/docs/quick-start/architecture']) {
      test(`axe ${locale} ${mode} ${path} with the menu open`, async ({page}) => {
        await useColourMode(page, mode);
        await page.goto(localePath(locale, path));
        await hydrated(page);
        await menuToggle(page).click();
        await expect(page.locator('.navbar-sidebar')).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        const violations = await seriousViolations(page);
        expect(violations.map((v) => v.id), describeViolations(violations)).toEqual([]);
      });
    }
  }
}

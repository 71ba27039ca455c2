import {test, expect, hydrated, localePath, locales} from './fixtures';

for (const locale of locales) {
  test(`mobile ${locale}: the side menu holds the navbar items`, async ({page}) => {
    await page.goto(localePath(locale, '/docs/'));
    await hydrated(page);
    await page.getByRole('button', {name: /toggle navigation|切换导航/i}).click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu).toBeVisible();
    await menu.getByRole('button', {name: locale === 'zh' ? '← 回到主菜单' : '← Back to main menu'}).click();
    for (const label of locale === 'zh' ? ['文档', 'OpenAPI', '社区', '精选应用'] : ['Docs', 'OpenAPI', 'Community', 'Curated apps']) {
      await expect(menu.getByText(label, {exact: true}).first()).toBeVisible();
    }
  });
}

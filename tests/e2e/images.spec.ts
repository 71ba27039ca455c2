import type {Page} from '@playwright/test';
import {test, expect, hydrated, localePath, locales, type Locale} from './fixtures';

// Spec §8, "Image missing / load error / browser offline": the messages of the
// ideal-image component (@theme/IdealImage) on the one page that uses it, the
// Nacos blog post, whose architecture diagram is a PNG per locale.
//
// The component downloads the picture with an XHR when its placeholder scrolls
// into view, then shows it as an <img>; until then it shows a blurred preview
// and, when something goes wrong, an icon with a message. Its wording comes from
// @docusaurus/theme-translations (zh-Hans/plugin-ideal-image.json) for Chinese
// and from i18n/en/code.json for English.

const IMAGE = '**/assets/ideal-img/nacos-cluster.*.png';

const expected: Record<Locale, {intro: string; alt: RegExp; file: RegExp; messages: Record<'notFound' | 'error' | 'offline' | 'clickToLoad', string>}> = {
  zh: {
    intro: '下图是安装后的整体结构：',
    alt: /^Rainbond 上的 Nacos-cluster 应用结构：业务组件通过依赖获得 NACOS_HOST/,
    file: /\/assets\/ideal-img\/nacos-cluster\.zh\.\w+\.\d+\.png$/,
    messages: {
      notFound: '未找到图片',
      error: '出现错误，点击重试',
      offline: '你的浏览器处于离线状态。图片未加载',
      clickToLoad: '点击加载图片',
    },
  },
  en: {
    intro: 'This is how the pieces fit together once the app is installed:',
    alt: /^The Nacos-cluster app on Rainbond: your microservices get NACOS_HOST/,
    file: /\/en\/assets\/ideal-img\/nacos-cluster\.en\.\w+\.\d+\.png$/,
    messages: {
      notFound: '404. Image not found',
      error: 'Error. Click to reload',
      offline: 'Your browser is offline. Image not loaded',
      clickToLoad: 'Click to load',
    },
  },
};

/**
 * The component downloads by itself only on a fast connection: it reads
 * navigator.connection and, on 2g (or a slow 3g), waits for a click instead.
 * Headless Chromium reports an estimate that could change with the machine, so
 * each test states the connection it runs on.
 */
async function pinConnection(page: Page, effectiveType: '4g' | '2g') {
  await page.addInitScript((type) => {
    const connection = Object.assign(new EventTarget(), {effectiveType: type, downlink: type === '4g' ? 10 : 0.2, rtt: type === '4g' ? 50 : 1800, saveData: false});
    Object.defineProperty(Navigator.prototype, 'connection', {configurable: true, get: () => connection});
  }, effectiveType);
}

/** Opens the post, hydrated, with the diagram still below the fold (not requested yet). */
async function openPost(page: Page, locale: Locale, effectiveType: '4g' | '2g' = '4g') {
  await pinConnection(page, effectiveType);
  const imageRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/ideal-img/')) imageRequests.push(request.url());
  });
  await page.goto(localePath(locale, '/blog/nacos/'));
  await hydrated(page);
  const {intro, alt} = expected[locale];
  // The placeholder (blurred preview + message) follows the sentence that introduces it.
  const placeholder = page.locator('p', {hasText: intro}).locator('xpath=following-sibling::div[1]');
  await expect(placeholder).toHaveCount(1);
  expect(imageRequests).toEqual([]);
  return {placeholder, image: page.getByRole('img', {name: alt}), imageRequests};
}

/** The diagram is shown: an <img> with the locale's alt text, decoded, from the locale's own file. */
async function expectLoaded(image: ReturnType<Page['getByRole']>, locale: Locale) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(expected[locale].file);
}

for (const locale of locales) {
  const {messages} = expected[locale];

  test.describe(`images ${locale}`, () => {
    test('the diagram loads when it scrolls into view', async ({page, problems}) => {
      const {placeholder, image, imageRequests} = await openPost(page, locale);
      await expect(image).toHaveCount(0);
      await placeholder.scrollIntoViewIfNeeded();
      await expectLoaded(image, locale);
      expect(imageRequests.length).toBeGreaterThan(0);
      expect(imageRequests.every((url) => expected[locale].file.test(url))).toBe(true);
      for (const message of Object.values(messages)) await expect(placeholder.getByText(message)).toHaveCount(0);
      expect(problems).toEqual({errors: [], failedRequests: []});
    });

    test('§8 image missing: a 404 answer shows "image not found", readable over the preview', async ({page, problems}) => {
      await page.route(IMAGE, (route) => route.fulfill({status: 404, contentType: 'text/html', body: 'Not Found'}));
      const {placeholder, image} = await openPost(page, locale);
      await placeholder.scrollIntoViewIfNeeded();
      const message = placeholder.getByText(messages.notFound, {exact: true});
      await expect(message).toBeVisible();
      // The original draws it in white over a light preview; our wrapper darkens it.
      await expect(message).toHaveCSS('color', 'rgb(28, 30, 33)');
      await expect(placeholder.getByText(messages.error)).toHaveCount(0);
      await expect(image).toHaveCount(0);
      expect(problems.errors).toEqual([]);
      expect(problems.failedRequests.length).toBeGreaterThan(0);
      expect(problems.failedRequests.every((r) => /\/assets\/ideal-img\/nacos-cluster\..+ 404$/.test(r))).toBe(true);
    });

    test('§8 load error: "click to retry", and a click loads the image once the network answers', async ({page, problems}) => {
      let failing = true;
      let attempts = 0;
      await page.route(IMAGE, (route) => {
        attempts += 1;
        return failing ? route.abort('failed') : route.continue();
      });
      const {placeholder, image} = await openPost(page, locale);
      await placeholder.scrollIntoViewIfNeeded();
      const message = placeholder.getByText(messages.error, {exact: true});
      await expect(message).toBeVisible();
      await expect(placeholder.getByText(messages.notFound)).toHaveCount(0);
      await expect(image).toHaveCount(0);
      const failedAttempts = attempts;
      expect(failedAttempts).toBeGreaterThan(0);

      failing = false;
      await message.click();
      await expectLoaded(image, locale);
      expect(attempts).toBeGreaterThan(failedAttempts);
      await expect(message).toHaveCount(0);
      expect(problems.errors).toEqual([]);
      expect(problems.failedRequests.length).toBeGreaterThan(0);
      expect(problems.failedRequests.every((r) => /\/assets\/ideal-img\/nacos-cluster\..+ net::ERR_FAILED$/.test(r))).toBe(true);
    });

    test('§8 browser offline: "offline, image not loaded"; back online, a click loads it', async ({page, context, problems}) => {
      const {placeholder, image} = await openPost(page, locale);
      // The late-hydrating parts (code blocks, TOC, footer) fetch their chunks
      // after the load event; going offline before they arrive fails them.
      await page.waitForLoadState('networkidle');
      await context.setOffline(true);
      // The message shows as soon as the browser is offline; waiting for the
      // download that fails is what makes the rest certain (otherwise going
      // online before the placeholder reached the viewport would just load it).
      const failedDownload = page.waitForEvent('requestfailed', (request) => request.url().includes('/assets/ideal-img/'));
      await placeholder.scrollIntoViewIfNeeded();
      expect((await failedDownload).failure()?.errorText).toBe('net::ERR_INTERNET_DISCONNECTED');
      await expect(placeholder.getByText(messages.offline, {exact: true})).toBeVisible();
      await expect(image).toHaveCount(0);

      // Online again, the failed attempt is an ordinary load error, retried on click.
      await context.setOffline(false);
      const retry = placeholder.getByText(messages.error, {exact: true});
      await expect(retry).toBeVisible();
      await retry.click();
      await expectLoaded(image, locale);
      // (Failed requests are not checked: links scrolled into view prefetch pages, which fails offline.)
      expect(problems.errors).toEqual([]);
    });

    test('on a 2g connection the image waits for a click ("click to load")', async ({page, problems}) => {
      const {placeholder, image, imageRequests} = await openPost(page, locale, '2g');
      await placeholder.scrollIntoViewIfNeeded();
      // No size is known for our images, so the message has no "(… KB)" part.
      const message = placeholder.getByText(messages.clickToLoad, {exact: true});
      await expect(message).toBeVisible();
      expect(imageRequests).toEqual([]);
      await message.click();
      await expectLoaded(image, locale);
      expect(problems).toEqual({errors: [], failedRequests: []});
    });
  });
}

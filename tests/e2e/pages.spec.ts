import {test, expect, escapeRegExp, hydrated, localePath, locales, openPage, type Locale} from './fixtures';
import type {LocalizedText} from '../../src/types/localized';
import type {Locator, Page} from '@playwright/test';

// The custom pages (spec §1/§2 Marketing), in both languages, on the desktop
// (1280 px) and mobile (390 px) projects: each renders its heading and its
// primary action, the apps filter works through the URL, /wechat/ carries
// build-time QR codes, and nothing scrolls sideways on a 360 px screen.

interface PrimaryAction {
  role: 'link' | 'button' | 'textbox';
  name: LocalizedText;
}

interface PageCase {
  path: string;
  h1: LocalizedText;
  action: PrimaryAction;
}

const pages: PageCase[] = [
  {
    path: '/',
    h1: {zh: '不用懂 Kubernetes 的云原生应用管理平台', en: 'Cloud-native application management, no Kubernetes expertise required'},
    action: {role: 'link', name: {zh: '快速安装', en: 'Quick install'}},
  },
  {
    path: '/helm/',
    h1: {zh: '在 Kubernetes 上用 Helm 安装 Rainbond', en: 'Install Rainbond on Kubernetes with Helm'},
    action: {role: 'textbox', name: {zh: '网关地址', en: 'Gateway address'}},
  },
  {
    path: '/ack/',
    h1: {zh: '在阿里云 ACK 上安装 Rainbond', en: 'Install Rainbond on Alibaba Cloud ACK'},
    action: {role: 'textbox', name: {zh: 'SLB 公网 IP', en: 'SLB public IP'}},
  },
  {
    path: '/cce/',
    h1: {zh: '在华为云 CCE 上安装 Rainbond', en: 'Install Rainbond on Huawei Cloud CCE'},
    action: {role: 'textbox', name: {zh: 'ELB 公网 IP', en: 'ELB public IP'}},
  },
  {
    path: '/tke/',
    h1: {zh: '在腾讯云 TKE 上安装 Rainbond', en: 'Install Rainbond on Tencent Cloud TKE'},
    action: {role: 'textbox', name: {zh: 'CLB 公网 IP', en: 'CLB public IP'}},
  },
  {
    path: '/wechat/',
    h1: {zh: '在微信上找到 Rainbond 社区', en: 'Find the Rainbond community on WeChat'},
    action: {role: 'link', name: {zh: '阅读获取帮助指南', en: 'Read the support guide'}},
  },
  {
    path: '/enterprise_server/',
    h1: {zh: '选择适合你的 Rainbond', en: 'Pick the Rainbond that fits your team'},
    action: {role: 'link', name: {zh: '联系我们', en: 'Contact us'}},
  },
  {
    path: '/opensourceApps/',
    h1: {zh: '精选开源应用，一键装进你的集群', en: 'Curated open-source apps, installed in one click'},
    action: {role: 'link', name: {zh: '浏览开源应用商店', en: 'Browse the app store'}},
  },
];

function primaryAction(page: Page, locale: Locale, action: PrimaryAction): Locator {
  const main = page.getByRole('main');
  // Form labels may carry a required marker, so text boxes match by substring.
  return action.role === 'textbox'
    ? main.getByRole('textbox', {name: action.name[locale]})
    : main.getByRole(action.role, {name: action.name[locale], exact: true}).first();
}

for (const locale of locales) {
  test.describe(`custom pages ${locale}`, () => {
    for (const c of pages) {
      test(`${c.path} renders its heading and primary action`, async ({page, problems}) => {
        await openPage(page, locale, c.path);
        const h1 = page.getByRole('heading', {level: 1});
        await expect(h1).toHaveCount(1);
        await expect(h1).toHaveText(c.h1[locale]);
        await expect(primaryAction(page, locale, c.action)).toBeVisible();
        expect(problems.errors).toEqual([]);
        expect(problems.failedRequests).toEqual([]);
      });

      test(`${c.path} does not scroll sideways at 360 px`, async ({page}) => {
        await page.setViewportSize({width: 360, height: 800});
        await openPage(page, locale, c.path);
        await expect(page.getByRole('heading', {level: 1})).toBeVisible();
        await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      });
    }
  });
}

// ---------------------------------------------------------------------------
// Home page

const home = {
  zh: {diagram: 'Rainbond 的工作流程', kgdata: '柯基数据：云原生改造与离线持续交付', observability: '可观测性'},
  en: {diagram: 'How Rainbond works', kgdata: 'Kgdata: cloud-native retrofit and offline continuous delivery', observability: 'Observability'},
} as const;

for (const locale of locales) {
  test.describe(`home ${locale}`, () => {
    test('shows the how-it-works diagram drawn for the screen width', async ({page}) => {
      await openPage(page, locale, '/');
      const diagram = page.getByRole('main').getByRole('img', {name: home[locale].diagram});
      // Two drawings exist; exactly one is displayed.
      await expect(diagram).toHaveCount(1);
      await expect(diagram).toBeVisible();
      const wide = (page.viewportSize()?.width ?? 1280) >= 997;
      await expect(diagram).toHaveAttribute('viewBox', wide ? '0 0 960 320' : '0 0 340 652');
      const box = await diagram.boundingBox();
      expect(box!.width).toBeGreaterThan(250);
    });

    test('links the use scenes, case studies, their lists, the curated apps and /wechat/', async ({page}) => {
      await openPage(page, locale, '/');
      const main = page.getByRole('main');
      for (const target of [
        '/usescene/offlineDelivery',
        '/usescene/MultiCloudManagement',
        '/case/kgdata',
        '/case/csgapp',
        '/usescene',
        '/case',
        '/opensourceApps',
        '/wechat/',
      ]) {
        await expect(main.locator(`a[href="${localePath(locale, target)}"]`).first()).toBeVisible();
      }
      await main.getByRole('link', {name: new RegExp(escapeRegExp(home[locale].kgdata))}).click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(localePath(locale, '/case/kgdata'))}$`));
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    });

    test('a category shortcut opens the curated apps already filtered', async ({page}) => {
      await openPage(page, locale, '/');
      const label = home[locale].observability;
      await page
        .getByRole('main')
        .getByRole('link', {name: new RegExp(`^${escapeRegExp(label)}\\s*\\d+$`)})
        .click();
      await expect(page).toHaveURL(/\/opensourceApps\?tag=observability$/);
      await expect(page.getByRole('main').getByRole('button', {name: new RegExp(`^${escapeRegExp(label)}\\s*\\d+$`)})).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });
  });
}

// ---------------------------------------------------------------------------
// Curated apps: tag and text filters kept in the URL

const apps = {
  zh: {
    list: '应用列表',
    search: '按名称或用途搜索',
    observability: '可观测性',
    logging: '日志与搜索',
    all: '全部',
    tags: '分类',
    clear: '清除筛选',
    empty: '没有找到符合条件的应用',
    matching: (count: number, total: number) => `符合条件的应用 ${count} 款，共 ${total} 款`,
    unfiltered: (total: number) => `共 ${total} 款，按名称排序`,
  },
  en: {
    list: 'All apps',
    search: 'Search by name or purpose',
    observability: 'Observability',
    logging: 'Logging & search',
    all: 'All',
    tags: 'Tags',
    clear: 'Clear filters',
    empty: 'No apps match these filters',
    matching: (count: number, total: number) => `${count} of ${total} apps match`,
    unfiltered: (total: number) => `${total} apps, sorted by name`,
  },
} as const;

function appsPage(page: Page, locale: Locale) {
  const t = apps[locale];
  const main = page.getByRole('main');
  const tagButton = (label: string) => main.getByRole('button', {name: new RegExp(`^${escapeRegExp(label)}\\s*\\d+$`)});
  return {
    main,
    cards: main.getByRole('list', {name: t.list, exact: true}).getByRole('article'),
    search: main.getByRole('searchbox', {name: t.search}),
    status: main.getByRole('status'),
    tagButton,
  };
}

for (const locale of locales) {
  test.describe(`apps filter ${locale}`, () => {
    const t = apps[locale];
    const path = '/opensourceApps/';
    const urlPath = escapeRegExp(localePath(locale, path));

    test('the tag and text filters narrow the list, show in the URL and survive a reload', async ({page, problems}) => {
      await openPage(page, locale, path);
      const {cards, search, status, tagButton} = appsPage(page, locale);
      const total = await cards.count();
      expect(total).toBeGreaterThan(5);
      await expect(status).toHaveText(t.unfiltered(total));
      await expect(tagButton(t.all)).toHaveAttribute('aria-pressed', 'true');

      await tagButton(t.observability).click();
      await expect(tagButton(t.observability)).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(new RegExp(`${urlPath}\\?tag=observability$`));
      await expect.poll(() => cards.count()).toBeLessThan(total);
      const tagged = await cards.count();
      expect(tagged).toBeGreaterThan(0);
      for (const card of await cards.all()) {
        await expect(card.getByRole('list', {name: t.tags})).toContainText(t.observability);
      }
      await expect(status).toHaveText(t.matching(tagged, total));

      await search.fill('jaeger');
      await expect(cards).toHaveCount(1);
      await expect(cards.first().getByRole('heading', {level: 3})).toHaveText('Jaeger');
      await expect(page).toHaveURL(new RegExp(`${urlPath}\\?tag=observability&q=jaeger$`));
      await expect(status).toHaveText(t.matching(1, total));

      await page.reload();
      await hydrated(page);
      await expect(search).toHaveValue('jaeger');
      await expect(tagButton(t.observability)).toHaveAttribute('aria-pressed', 'true');
      await expect(cards).toHaveCount(1);
      await expect(cards.first().getByRole('heading', {level: 3})).toHaveText('Jaeger');
      expect(problems.errors).toEqual([]);
    });

    test('a shared link opens the list filtered', async ({page}) => {
      await openPage(page, locale, `${path}?tag=logging&q=elastic`);
      const {cards, search, tagButton} = appsPage(page, locale);
      await expect(search).toHaveValue('elastic');
      await expect(tagButton(t.logging)).toHaveAttribute('aria-pressed', 'true');
      await expect(cards.filter({has: page.getByRole('heading', {name: 'Elasticsearch', exact: true})})).toHaveCount(1);
      for (const card of await cards.all()) {
        await expect(card.getByRole('list', {name: t.tags})).toContainText(t.logging);
      }
    });

    test('nonsense text shows the empty state, and "clear" brings the whole list back', async ({page}) => {
      await openPage(page, locale, path);
      const {main, cards, search, status, tagButton} = appsPage(page, locale);
      const total = await cards.count();

      await tagButton(t.observability).click();
      await search.fill('zzqx nothing matches this');
      await expect(cards).toHaveCount(0);
      await expect(main.getByRole('heading', {name: t.empty})).toBeVisible();
      await expect(status).toHaveText(t.matching(0, total));
      await expect(page).toHaveURL(/[?&]q=zzqx\+nothing\+matches\+this$/);

      await main.getByRole('button', {name: t.clear, exact: true}).click();
      await expect(cards).toHaveCount(total);
      await expect(main.getByRole('heading', {name: t.empty})).toHaveCount(0);
      await expect(search).toHaveValue('');
      await expect(search).toBeFocused();
      await expect(tagButton(t.all)).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(new RegExp(`${urlPath}$`));
      await expect(status).toHaveText(t.unfiltered(total));
    });
  });
}

// ---------------------------------------------------------------------------
// /wechat/: QR codes rendered at build time

const wechat = {
  zh: {group: '二维码：社区支持页面的微信群说明', account: '二维码：Rainbond 用户案例', groupUrl: 'https://www.rainbond.com/community/support#wechat'},
  en: {group: 'QR code: WeChat group instructions on the support page', account: 'QR code: Rainbond case studies', groupUrl: 'https://www.rainbond.com/en/community/support#wechat'},
} as const;

for (const locale of locales) {
  test.describe(`wechat ${locale}`, () => {
    test('shows QR codes as SVG, with a caption and the address as text', async ({page}) => {
      await openPage(page, locale, '/wechat/');
      const main = page.getByRole('main');
      for (const name of [wechat[locale].group, wechat[locale].account]) {
        const qr = main.getByRole('img', {name, exact: true});
        await expect(qr).toBeVisible();
        const svg = qr.locator('svg');
        await expect(svg).toHaveCount(1);
        await expect(svg).toHaveAttribute('viewBox', /^0 0 (\d+) \1$/);
        expect(await svg.locator('path').count()).toBeGreaterThan(0);
        const box = await svg.boundingBox();
        expect(box!.width).toBeGreaterThanOrEqual(120);
        expect(Math.abs(box!.width - box!.height)).toBeLessThan(2);
      }
      const figure = main.locator('figure').filter({has: page.getByRole('img', {name: wechat[locale].group, exact: true})});
      await expect(figure.locator('figcaption')).toContainText(wechat[locale].groupUrl);
      await expect(figure.getByRole('link', {name: wechat[locale].groupUrl})).toHaveAttribute('href', wechat[locale].groupUrl);
    });

    test('the QR codes are in the HTML the server sends', async ({page}) => {
      const html = await (await page.request.get(localePath(locale, '/wechat/'))).text();
      // The HTML minifier may drop attribute quotes, so match loosely.
      expect(html.match(/<svg[^>]*viewBox="?0 0 \d+ \d+"?[^>]*crispEdges/g)?.length).toBe(2);
      expect(html).toContain('31096419');
    });
  });
}

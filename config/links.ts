/** External addresses used by several config pieces and pages. */
export const links = {
  github: 'https://github.com/goodrain/rainbond',
  forum: 'https://t.goodrain.com',
  appStore: 'https://store.goodrain.com/markets/rainbond',
  contactForm: 'https://p5yh4rek1e.feishu.cn/share/base/shrcn4dG9z5zvbZZWd1MFf6ILBg',
} as const;

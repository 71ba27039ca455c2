/** External addresses used by several config pieces and pages. */
export const links = {
  github: 'https://github.com/goodrain/rainbond',
  githubIssues: 'https://github.com/goodrain/rainbond/issues',
  codeOfConduct: 'https://github.com/goodrain/rainbond/blob/main/CODE_OF_CONDUCT.md',
  forum: 'https://t.goodrain.com',
  forumRules: 'https://t.goodrain.com/d/2-rainbond',
  slack: 'https://join.slack.com/t/rainbond-slack/shared_invite/zt-1ft4g75pg-KJ0h_IAtvG9DMgeE_BNjZQ',
  appStore: 'https://store.goodrain.com/markets/rainbond',
  contactForm: 'https://p5yh4rek1e.feishu.cn/share/base/shrcn4dG9z5zvbZZWd1MFf6ILBg',
  /**
   * Encoded in the QR codes of the /wechat/ page (plugins/qr-codes). The
   * assistant's own WeChat contact code is an image we do not host, so the
   * code opens the WeChat steps of our support page, which point to it.
   */
  wechatAssistant: 'https://www.rainbond.com/community/support#wechat',
  /** The official account publishes case studies and practices; the code opens our case studies. */
  wechatOfficialAccount: 'https://www.rainbond.com/case',
} as const;

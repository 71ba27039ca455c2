import type {ThemeConfig} from '@docusaurus/preset-classic';
import {links} from './links';

/**
 * The tagline and the star button under the logo come from the Footer/Logo
 * wrapper (src/theme/Footer/Logo); everything else is plain configuration.
 */
export const footer = {
  style: 'dark',
  logo: {
    alt: 'Rainbond',
    src: 'img/logo-dark.svg',
    href: '/',
    width: 40,
    height: 40,
  },
  links: [
    {
      title: '文档',
      items: [
        {label: '快速开始', to: '/docs/quick-start/getting-started'},
        {label: '部署组件', to: '/docs/use-manual/component-create'},
        {label: '最佳实践', to: '/docs/expand/practices'},
      ],
    },
    {
      title: '开源社区',
      items: [
        {label: '微信群', to: '/community/support#wechat'},
        {label: '用户论坛', href: links.forum},
        {label: '参与贡献', to: '/community/contribution/'},
      ],
    },
    {
      title: '深入',
      items: [
        {label: '功能特性', to: '/feature'},
        {label: '使用场景', to: '/usescene'},
        {label: '用户案例', to: '/case'},
        {label: '博客', to: '/blog'},
        {label: '精选应用', to: '/opensourceApps'},
      ],
    },
    {
      title: '更多',
      items: [
        {label: '企业版', to: '/enterprise_server'},
        {label: '应用商店', href: links.appStore},
        {label: '联系我们', href: links.contactForm},
      ],
    },
  ],
  copyright: "Copyright © 北京好雨科技有限公司 (Goodrain)",
} satisfies ThemeConfig['footer'];

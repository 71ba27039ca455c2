import type {ThemeConfig} from '@docusaurus/preset-classic';
import {archivedVersions} from '../src/data/archivedVersions';
import {links} from './links';

/**
 * Labels are the Chinese source strings; English comes from
 * i18n/en/docusaurus-theme-classic/navbar.json (write-translations).
 */
export const navbar = {
  title: 'Rainbond',
  hideOnScroll: true,
  logo: {
    // Decorative: the title "Rainbond" right beside it already names the link.
    alt: '',
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    href: '/',
    width: 32,
    height: 32,
  },
  items: [
    {type: 'docSidebar', sidebarId: 'docs', label: '文档', position: 'left'},
    {type: 'docSidebar', sidebarId: 'api', label: 'OpenAPI', position: 'left'},
    {
      type: 'dropdown',
      label: '深入',
      position: 'left',
      items: [
        {to: '/feature', label: '功能特性'},
        {to: '/usescene', label: '使用场景'},
        {to: '/case', label: '用户案例'},
        {to: '/blog', label: '博客'},
      ],
    },
    {to: '/community/support', label: '社区', position: 'left', activeBasePath: 'community'},
    {to: '/opensourceApps', label: '精选应用', position: 'left'},
    {to: '/enterprise_server', label: '企业版', position: 'right'},
    {
      type: 'docsVersionDropdown',
      position: 'right',
      dropdownItemsAfter: archivedVersions.map(({label, href}) => ({label, href})),
    },
    {type: 'localeDropdown', position: 'right'},
    {type: 'search', position: 'right'},
    {
      href: links.github,
      position: 'right',
      className: 'header-github-link',
      'aria-label': 'GitHub',
    },
  ],
} satisfies ThemeConfig['navbar'];

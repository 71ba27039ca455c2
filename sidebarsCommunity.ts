import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {releases} from './src/data/releases';

// Labels are Chinese; English is in i18n/en/docusaurus-plugin-content-docs-community/current.json.
const sidebars = {
  community: [
    'support',
    'members',
    {
      type: 'category',
      label: '贡献指南',
      link: {type: 'doc', id: 'contribution/index'},
      items: [
        {
          type: 'category',
          label: '从源码编译',
          link: {type: 'doc', id: 'contribution/compile/index'},
          items: ['contribution/compile/console', 'contribution/compile/region'],
        },
        'contribution/document',
        'contribution/app-share',
        'contribution/plugin',
      ],
    },
    {
      type: 'category',
      label: '版本发布说明',
      link: {type: 'doc', id: 'change/index'},
      // Same order as the index page: newest first, one entry per record.
      items: releases.map((release) => `change/${release.version}`),
    },
    'faqs',
    'upcoming-events',
  ],
} satisfies SidebarsConfig;

export default sidebars;

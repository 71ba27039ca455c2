import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// Labels are Chinese; English is in i18n/en/docusaurus-plugin-content-docs/current.json.
const sidebars = {
  docs: [
    'index',
    {
      type: 'category',
      label: '快速开始',
      link: {
        type: 'generated-index',
        slug: '/quick-start',
        title: '快速开始',
        description: '几分钟装好 Rainbond，部署第一个应用，再了解它的架构、版本与路线图。',
      },
      items: [
        'quick-start/quick-install',
        'quick-start/getting-started',
        'quick-start/architecture',
        'quick-start/differences',
        'quick-start/edition',
        'quick-start/release-cycle',
        'quick-start/roadmap',
      ],
    },
    {
      type: 'category',
      label: '使用手册',
      collapsed: false,
      items: ['use-manual/component-create/index'],
    },
    {
      type: 'category',
      label: '扩展',
      collapsed: false,
      items: ['expand/practices/index'],
    },
  ],
  api: ['Intro'],
} satisfies SidebarsConfig;

export default sidebars;

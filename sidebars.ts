import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {apiItems} from './sidebars/api';
import {expand} from './sidebars/expand';
import {opsGuide} from './sidebars/opsGuide';
import {useManual} from './sidebars/useManual';

// Each large section keeps its sidebar in sidebars/<section>.ts, so writers of
// different sections never edit the same file. Labels are Chinese; English is in i18n/en/docusaurus-plugin-content-docs/current.json.
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
        'quick-start/design-concept',
        'quick-start/differences',
        'quick-start/edition',
        'quick-start/release-cycle',
        'quick-start/roadmap',
        'quick-start/glossary',
      ],
    },
    {
      type: 'category',
      label: '安装 Rainbond',
      link: {type: 'doc', id: 'installation/index'},
      items: [
        'installation/install-with-dind',
        {
          type: 'category',
          label: '基于 Helm 安装',
          link: {type: 'doc', id: 'installation/install-with-helm/index'},
          items: [
            'installation/install-with-helm/k3s',
            'installation/install-with-helm/ack',
            'installation/install-with-helm/cce',
            'installation/install-with-helm/tke',
            'installation/install-with-helm/rancher',
            'installation/install-with-helm/values',
            'installation/install-with-helm/uninstall',
            {type: 'link', label: 'Helm 安装命令生成工具', href: '/helm'},
          ],
        },
        {
          type: 'category',
          label: '基于主机安装',
          link: {type: 'doc', id: 'installation/install-with-ui/index'},
          items: [
            'installation/install-with-ui/existing-k8s',
            'installation/install-with-ui/ack',
            'installation/install-with-ui/console-recovery',
            'installation/install-with-ui/uninstall',
          ],
        },
        {
          type: 'category',
          label: '高可用部署',
          link: {type: 'doc', id: 'installation/ha-deployment/index'},
          items: [
            'installation/ha-deployment/resource-planning',
            'installation/ha-deployment/deploy-ha',
            'installation/ha-deployment/console-ha',
          ],
        },
        'installation/offline',
        {
          type: 'category',
          label: '安装问题排查',
          link: {type: 'doc', id: 'installation/troubleshooting/index'},
          items: ['installation/troubleshooting/dind', 'installation/troubleshooting/helm', 'installation/troubleshooting/ui'],
        },
      ],
    },
    useManual,
    ...opsGuide,
    expand,
    {
      type: 'category',
      label: '版本升级',
      link: {type: 'doc', id: 'upgrade/index'},
      items: [
        'upgrade/5.2.2-5.3.1',
        'upgrade/5.3.x-upgrade',
        'upgrade/5.4.0-upgrade',
        'upgrade/5.5.0-upgrade',
        'upgrade/5.6.0-upgrade',
        'upgrade/5.7.0-upgrade',
        'upgrade/5.7.1-upgrade',
        'upgrade/5.8.0-upgrade',
        'upgrade/5.8.1-upgrade',
      ],
    },
  ],
  api: apiItems,
} satisfies SidebarsConfig;

export default sidebars;

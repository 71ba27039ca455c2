import type {SidebarItem} from '../types';

/** /docs/use-manual/component-manage/: configuring and operating a single component. */
export const componentManage: SidebarItem[] = [
  {
    type: 'category',
    label: '组件管理',
    link: {type: 'doc', id: 'use-manual/component-manage/index'},
    items: [
      'use-manual/component-manage/build-source',
      'use-manual/component-manage/env-variables',
      'use-manual/component-manage/config-files',
      'use-manual/component-manage/storage',
      'use-manual/component-manage/ports',
      'use-manual/component-manage/dependencies',
      'use-manual/component-manage/scaling',
      'use-manual/component-manage/health-check',
      'use-manual/component-manage/k8s-attributes',
      'use-manual/component-manage/logs',
      'use-manual/component-manage/monitoring',
      'use-manual/component-manage/plugins',
      'use-manual/component-manage/version-rollback',
    ],
  },
];

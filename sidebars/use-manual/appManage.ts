import type {SidebarItem} from '../types';

/** /docs/use-manual/app-manage/: managing apps (groups of components) and their delivery. */
export const appManage: SidebarItem[] = [
  {
    type: 'category',
    label: '应用管理',
    link: {type: 'doc', id: 'use-manual/app-manage/index'},
    items: [
      'use-manual/app-manage/quick-copy',
      'use-manual/app-manage/governance-mode',
      'use-manual/app-manage/traffic-governance',
      'use-manual/app-manage/config-groups',
      'use-manual/app-manage/k8s-resources',
      'use-manual/app-manage/namespace-import',
      'use-manual/app-manage/helm-apps',
      'use-manual/app-manage/publish',
      'use-manual/app-manage/upgrade-rollback',
      'use-manual/app-manage/backup-migration',
    ],
  },
];

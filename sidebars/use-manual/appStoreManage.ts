import type {SidebarItem} from '../types';

/** /docs/use-manual/app-store-manage/: local component library, open-source store, Helm, import/export, offline delivery. */
export const appStoreManage: SidebarItem[] = [
  {
    type: 'category',
    label: '应用市场',
    link: {type: 'doc', id: 'use-manual/app-store-manage/index'},
    items: [
      'use-manual/app-store-manage/local-market',
      'use-manual/app-store-manage/open-source-store',
      'use-manual/app-store-manage/helm-repo',
      'use-manual/app-store-manage/import-export',
      'use-manual/app-store-manage/offline-delivery',
    ],
  },
];

import type {SidebarItem} from '../types';

/** /docs/use-manual/enterprise-manage/: the enterprise view for administrators. */
export const enterpriseManage: SidebarItem[] = [
  {
    type: 'category',
    label: '企业管理',
    link: {type: 'doc', id: 'use-manual/enterprise-manage/index'},
    items: [
      'use-manual/enterprise-manage/users',
      'use-manual/enterprise-manage/teams',
      'use-manual/enterprise-manage/clusters',
      'use-manual/enterprise-manage/app-market',
      'use-manual/enterprise-manage/settings',
    ],
  },
];

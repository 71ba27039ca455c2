import type {SidebarItem} from '../types';

/** /docs/use-manual/team-manage/: members and roles, gateway, certificates, plugins, namespace import. */
export const teamManage: SidebarItem[] = [
  {
    type: 'category',
    label: '团队管理',
    link: {type: 'doc', id: 'use-manual/team-manage/index'},
    items: [
      'use-manual/team-manage/gateway',
      'use-manual/team-manage/http-rules',
      'use-manual/team-manage/tcp-rules',
      'use-manual/team-manage/certificates',
      'use-manual/team-manage/canary-ab',
      'use-manual/team-manage/plugins',
      'use-manual/team-manage/plugin-development',
      'use-manual/team-manage/namespace-import',
    ],
  },
];

import type {SidebarItem} from '../types';

/** /docs/use-manual/get-start/: concepts and the seven-step first-week path. */
export const getStart: SidebarItem[] = [
  {
    type: 'category',
    label: '使用入门',
    link: {type: 'doc', id: 'use-manual/get-start/index'},
    collapsed: true,
    items: [
      'use-manual/get-start/create-team',
      'use-manual/get-start/deploy-from-source',
      'use-manual/get-start/install-from-market',
      'use-manual/get-start/connect-components',
      'use-manual/get-start/publish-to-market',
      'use-manual/get-start/upgrade-from-market',
      'use-manual/get-start/offline-delivery',
    ],
  },
];

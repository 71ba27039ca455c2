import type {SidebarItem} from '../types';

/** /docs/use-manual/usage_troubleshooting/: symptom → cause → fix, grouped by stage. */
export const troubleshooting: SidebarItem[] = [
  {
    type: 'category',
    label: '使用问题排查',
    link: {type: 'doc', id: 'use-manual/usage_troubleshooting/index'},
    items: [
      'use-manual/usage_troubleshooting/build',
      'use-manual/usage_troubleshooting/startup',
      'use-manual/usage_troubleshooting/networking',
      'use-manual/usage_troubleshooting/storage',
      'use-manual/usage_troubleshooting/gateway',
      'use-manual/usage_troubleshooting/market-install',
      'use-manual/usage_troubleshooting/webhook-address',
    ],
  },
];

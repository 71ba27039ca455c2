import type {SidebarItem} from './types';

/** /docs/use-manual/: the user manual, one category per part. */
export const useManual = {
  type: 'category',
  label: '使用手册',
  collapsed: false,
  items: ['use-manual/component-create/index'],
} satisfies SidebarItem;

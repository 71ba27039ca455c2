import type {SidebarItem} from './types';

/** /docs/expand/: best practices for building and running apps on Rainbond. */
export const expand = {
  type: 'category',
  label: '扩展',
  collapsed: false,
  items: ['expand/practices/index'],
} satisfies SidebarItem;

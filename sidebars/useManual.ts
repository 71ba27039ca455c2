import type {SidebarItem} from './types';
import {appManage} from './use-manual/appManage';
import {appStoreManage} from './use-manual/appStoreManage';
import {componentCreate} from './use-manual/componentCreate';
import {componentManage} from './use-manual/componentManage';
import {enterpriseManage} from './use-manual/enterpriseManage';
import {getStart} from './use-manual/getStart';
import {teamManage} from './use-manual/teamManage';
import {troubleshooting} from './use-manual/troubleshooting';

/** /docs/use-manual/: the user manual, one module per part (sidebars/use-manual/). */
export const useManual = {
  type: 'category',
  label: '使用手册',
  link: {type: 'doc', id: 'use-manual/index'},
  collapsed: false,
  items: [
    ...getStart,
    ...componentCreate,
    ...componentManage,
    ...appManage,
    ...teamManage,
    ...enterpriseManage,
    ...appStoreManage,
    ...troubleshooting,
  ],
} satisfies SidebarItem;

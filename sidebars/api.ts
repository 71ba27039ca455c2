import type {SidebarItem} from './types';

/** The `api` sidebar: the OpenAPI reference. */
export const apiItems: SidebarItem[] = ['Intro'];

import type {SidebarItem} from '../types';

/** Items of this part of the user manual (a category with an index page once it exists). */
export const troubleshooting: SidebarItem[] = [];

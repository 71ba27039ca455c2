import type {SidebarItem} from './types';

/** /docs/ops-guide/: running the platform (empty until its pages exist). */
export const opsGuide: SidebarItem[] = [];

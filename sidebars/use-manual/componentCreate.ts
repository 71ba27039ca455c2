import type {SidebarItem} from '../types';

/** /docs/use-manual/component-create/: creating components from every kind of source. */
export const componentCreate: SidebarItem[] = ['use-manual/component-create/index'];

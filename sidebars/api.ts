import type {SidebarItem} from './types';
import generated from './api.generated.json';

/**
 * The `api` sidebar: the OpenAPI introduction, then one category per group with
 * its operations. The categories come from openapi/rainbond.yaml through
 * `npm run gen:api` (sidebars/api.generated.json); edit the document, not the JSON.
 */
export const apiItems: SidebarItem[] = ['Intro', ...(generated as SidebarItem[])];

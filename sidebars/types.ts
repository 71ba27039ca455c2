import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** One item of a sidebar (doc id, category, link …), from the public SidebarsConfig type. */
export type SidebarItem = Extract<SidebarsConfig[string], readonly unknown[]>[number];

/**
 * The blog-type content instances (design.md "Content instances"): the one list that the plugin
 * options (config/content.ts), the offline search sections (config/search.ts), the local index
 * (plugins/local-search leaves their list pages out), the content lint (tools/lint-content.mjs) and
 * the tests derive from. Self-contained, without imports, so that plain Node tools can load it.
 *
 * Titles are the Chinese source strings; the English ones are in each instance's options.json under
 * i18n/en (`npm run write-translations`).
 */
export interface BlogInstance {
  /** Plugin id; permanent, it names the i18n folder. `default` is the preset blog. */
  id: 'default' | 'case' | 'feature' | 'usescene';
  /** Source folder and route base at once. */
  path: string;
  /** Chinese title (the list page's h1, and the search section of its posts). */
  title: string;
  description: string;
  sidebarTitle: string;
}

export const blogInstances: readonly BlogInstance[] = [
  {
    id: 'default',
    path: 'blog',
    title: '博客',
    description: 'Rainbond 团队的技术文章：在 Rainbond 上部署和运维常见开源软件的实践。',
    sidebarTitle: '所有文章',
  },
  {
    id: 'case',
    path: 'case',
    title: '用户案例',
    description: '不同行业的团队如何用 Rainbond 交付和运维自己的应用。',
    sidebarTitle: '所有案例',
  },
  {
    id: 'feature',
    path: 'feature',
    title: '功能特性',
    description: 'Rainbond 的核心能力：应用商店、DevOps、多集群、应用模型与服务网格。',
    sidebarTitle: '功能特性',
  },
  {
    id: 'usescene',
    path: 'usescene',
    title: '使用场景',
    description: 'Rainbond 适合解决的问题：应用管理、离线交付、多云管理、信创迁移等。',
    sidebarTitle: '使用场景',
  },
];

/** The instance's folder under i18n/<locale>/: its translated posts and options.json. */
export function blogI18nFolder(id: BlogInstance['id']): string {
  return id === 'default' ? 'docusaurus-plugin-content-blog' : `docusaurus-plugin-content-blog-${id}`;
}

import {existsSync} from 'node:fs';
import {join} from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import docsSidebars from '../../sidebars';
import communitySidebars from '../../sidebarsCommunity';
import {ROOT, markdownFiles} from './contentFiles';

type Node = string | {type?: string; id?: string; items?: Node[]; link?: {type: string; id?: string}};

function docIds(sidebars: SidebarsConfig): string[] {
  const ids: string[] = [];
  const visit = (node: Node) => {
    if (typeof node === 'string') ids.push(node);
    else {
      if (node.type === 'doc' && node.id) ids.push(node.id);
      if (node.link?.type === 'doc' && node.link.id) ids.push(node.link.id);
      node.items?.forEach(visit);
    }
  };
  Object.values(sidebars).forEach((items) => (items as Node[]).forEach(visit));
  return ids;
}

const fileToId = (file: string) => file.replace(/\.mdx?$/, '');

describe.each([
  ['docs', docsSidebars, ['docs', 'api']],
  ['community', communitySidebars, ['community']],
] as const)('%s sidebars', (folder, sidebars, names) => {
  const ids = docIds(sidebars);
  const files = markdownFiles(folder).map(fileToId);

  it('finds the docs and the sidebar entries it compares', () => {
    expect(files.length).toBeGreaterThan(10);
    expect(ids.length).toBeGreaterThan(10);
  });

  it('has the expected sidebar ids', () => {
    expect(Object.keys(sidebars)).toEqual(names);
  });

  it('points only at docs that exist', () => {
    expect(ids.filter((id) => !files.includes(id))).toEqual([]);
  });

  it('lists every doc exactly once', () => {
    expect(files.filter((id) => !ids.includes(id))).toEqual([]);
    expect(ids.length).toBe(new Set(ids).size);
  });

  it('has the sidebar label translations file for English', () => {
    const plugin = folder === 'docs' ? 'docusaurus-plugin-content-docs' : 'docusaurus-plugin-content-docs-community';
    expect(existsSync(join(ROOT, 'i18n/en', plugin, 'current.json'))).toBe(true);
  });
});

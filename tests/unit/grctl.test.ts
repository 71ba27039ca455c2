import {join} from 'node:path';
import {grctlCommands, grctlGroups, type GrctlCommand} from '../../src/data/grctl';
import {read, splitFrontMatter} from './contentFiles';

// The grctl table (src/data/grctl.ts) is complete and bilingual, and both
// reference pages document exactly the commands it lists.

const CJK = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/;
const HAN = /[\u4e00-\u9fff]/;

const PAGES = {
  zh: 'docs/ops-guide/tools/grctl.md',
  en: join('i18n/en/docusaurus-plugin-content-docs/current', 'ops-guide/tools/grctl.md'),
} as const;

/**
 * Commands documented by a page: the first cell of every table row, when it is
 * a code span starting with `grctl`, plus headings whose text is such a code span.
 */
function documentedCommands(path: string): string[] {
  const body = splitFrontMatter(read(path)).body.replace(/^(```|~~~)[\s\S]*?^\1/gm, '');
  const found: string[] = [];
  for (const line of body.split('\n')) {
    const row = /^\|\s*`(grctl[^`]*)`\s*\|/.exec(line);
    if (row) found.push(row[1].trim());
    const heading = /^#{2,4}\s+`(grctl[^`]*)`/.exec(line);
    if (heading) found.push(heading[1].trim());
  }
  return found;
}

describe('grctl command table', () => {
  it('has records', () => {
    expect(grctlCommands.length).toBeGreaterThan(0);
  });

  it('has unique commands', () => {
    const names = grctlCommands.map((c) => c.command);
    expect(new Set(names).size).toBe(names.length);
  });

  describe.each(grctlCommands.map((c) => [c.command, c] as [string, GrctlCommand]))('%s', (_name, cmd) => {
    it('is a grctl command path without arguments', () => {
      expect(cmd.command).toMatch(/^grctl( [a-z][a-z-]*)*$/);
    });

    it('belongs to a known group', () => {
      expect(grctlGroups).toContain(cmd.group);
    });

    it('has arguments in usage notation, never repeating the command', () => {
      expect(cmd.args).toBe(cmd.args.trim());
      expect(cmd.args.startsWith('grctl')).toBe(false);
      expect(cmd.args).not.toMatch(CJK);
    });

    it('is described in Chinese and in English', () => {
      expect(cmd.description.zh).toMatch(HAN);
      expect(cmd.description.en.length).toBeGreaterThan(10);
      expect(cmd.description.en).not.toMatch(CJK);
    });

    it('has an example that runs this very command', () => {
      expect(cmd.example === cmd.command || cmd.example.startsWith(`${cmd.command} `)).toBe(true);
      // A longer command path in the table must not be the real target of the example.
      const longer = grctlCommands.filter(
        (other) => other.command.startsWith(`${cmd.command} `) && cmd.example.startsWith(`${other.command}`),
      );
      expect(longer.map((o) => o.command)).toEqual([]);
    });
  });
});

describe.each(Object.entries(PAGES))('grctl reference page (%s)', (_lang, path) => {
  const documented = documentedCommands(path);

  it('documents every command of the table', () => {
    const missing = grctlCommands.map((c) => c.command).filter((name) => !documented.includes(name));
    expect(missing).toEqual([]);
  });

  it('documents no command missing from the table', () => {
    const known = new Set(grctlCommands.map((c) => c.command));
    expect(documented.filter((name) => !known.has(name))).toEqual([]);
  });

  it('documents each command once', () => {
    expect(documented.length).toBe(new Set(documented).size);
  });
});

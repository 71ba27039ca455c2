import {archivedVersions} from '../../src/data/archivedVersions';

describe('archived docs versions', () => {
  it('covers V5.1 to V5.7 exactly once, newest first', () => {
    expect(archivedVersions.map((v) => v.label)).toEqual(['V5.7', 'V5.6', 'V5.5', 'V5.4', 'V5.3', 'V5.2', 'V5.1']);
  });

  it('points every version at an https address of its own', () => {
    const hrefs = archivedVersions.map((v) => v.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    for (const href of hrefs) expect(new URL(href).protocol).toBe('https:');
  });
});

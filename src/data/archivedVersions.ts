/**
 * Documentation versions older than the current one (V5.8). Each lives on a
 * separate site; the version dropdown lists them as external links.
 * V5.1–V5.5 were folded into the V5.6 site under their own paths.
 */
export interface ArchivedVersion {
  label: string;
  href: string;
}

export const archivedVersions: readonly ArchivedVersion[] = [
  {label: 'V5.7', href: 'https://v5.7-docs.rainbond.com/docs/'},
  {label: 'V5.6', href: 'https://v5.6-docs.rainbond.com/docs/'},
  {label: 'V5.5', href: 'https://v5.6-docs.rainbond.com/docs/v5.5'},
  {label: 'V5.4', href: 'https://v5.6-docs.rainbond.com/docs/v5.4'},
  {label: 'V5.3', href: 'https://v5.6-docs.rainbond.com/docs/v5.3'},
  {label: 'V5.2', href: 'https://v5.6-docs.rainbond.com/docs/v5.2'},
  {label: 'V5.1', href: 'https://v5.6-docs.rainbond.com/docs/v5.1'},
];

/** Search hits on these hosts must open with a full page load. */
export const archivedHostPattern = 'v5\\.\\d+-docs\\.rainbond\\.com';

// The Debian packages that `npm test` (tools/run-tests.mjs) and `npm run bench` (bench/run.mjs)
// need, installed with apt-get when missing (as root, or with password-less sudo).
// Only Node built-ins here: this file runs before anything else works.
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';

/** [a file the package installs, the package] */
export const PACKAGES = {
  // Full Chromium, as visitors have it: Lighthouse and the first-load measurements (npm run bench).
  chromium: ['/usr/bin/chromium', 'chromium'],
  // The same build without the desktop browser around it, for the browser tests
  // (playwright.config.ts: 2.4 times faster per test on 2 cores).
  chromiumHeadlessShell: ['/usr/bin/chromium-headless-shell', 'chromium-headless-shell'],
  nginx: ['/usr/sbin/nginx', 'nginx'],
  // Brotli for nginx (tools/serve.mjs loads it when present; nginx/brotli.conf).
  brotliFilter: ['/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so', 'libnginx-mod-http-brotli-filter'],
  brotliStatic: ['/usr/lib/nginx/modules/ngx_http_brotli_static_module.so', 'libnginx-mod-http-brotli-static'],
  // Chinese pages render with real glyphs (layout, screenshots and Lighthouse depend on it).
  cjkFonts: ['/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', 'fonts-noto-cjk'],
};

/** The command that installs `packages`, to show someone who has to run it. */
export function aptCommand(packages) {
  return `apt-get install -y --no-install-recommends ${packages.join(' ')}`;
}

/**
 * Installs those of `wanted` (entries of PACKAGES) whose file is missing.
 * Returns the packages still missing afterwards: empty when all are there.
 */
export function ensureSystemPackages(wanted) {
  const missing = () => wanted.filter(([path]) => !existsSync(path)).map(([, pkg]) => pkg);
  const packages = missing();
  if (packages.length === 0) return [];
  const sudo = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  console.log(`Installing ${packages.join(', ')} with apt-get…`);
  const apt = (args) => {
    const [cmd, ...rest] = [...sudo, 'apt-get', ...args];
    return spawnSync(cmd, rest, {stdio: 'inherit', env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'}}).status === 0;
  };
  if (apt(['update', '-qq'])) apt(['install', '-y', '-qq', '--no-install-recommends', ...packages]);
  return missing();
}

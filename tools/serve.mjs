#!/usr/bin/env node
// Serves build/ with real nginx and nginx/site.conf on loopback, the way
// production serves it. Used by the browser tests (Playwright webServer) and
// by `npm run serve:nginx`. Usage: node tools/serve.mjs [--port 4173] [--root build]
// site.conf includes snippets/rainbond-csp.conf, the inline-script hashes the
// build wrote into <root>/.nginx/csp.conf, and snippets/rainbond-redirects.conf, the 301s of old
// addresses (<root>/.nginx/redirects.conf): linked here as production links them.
import {spawn} from 'node:child_process';
import {mkdtempSync, mkdirSync, writeFileSync, existsSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {parseArgs} from 'node:util';

const {values} = parseArgs({
  options: {port: {type: 'string', default: process.env.PORT ?? '4173'}, root: {type: 'string', default: 'build'}},
});
const root = resolve(values.root);
const snippet = resolve('nginx/site.conf');
if (!existsSync(join(root, 'index.html'))) {
  console.error(`serve: ${root} has no index.html; run \`npm run build\` first.`);
  process.exit(1);
}
const cspInclude = join(root, '.nginx/csp.conf');
if (!existsSync(cspInclude)) {
  console.error(`serve: ${cspInclude} is missing; the build writes it (plugins/csp): rebuild with \`npm run build\`.`);
  process.exit(1);
}
const redirectsInclude = join(root, '.nginx/redirects.conf');
if (!existsSync(redirectsInclude)) {
  console.error(`serve: ${redirectsInclude} is missing; the build writes it (plugins/redirects): rebuild with \`npm run build\`.`);
  process.exit(1);
}
const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
if (!nginx) {
  console.error('serve: nginx is not installed (apt-get install -y nginx).');
  process.exit(1);
}

// Brotli is optional: used when the Debian modules are installed.
const brotliModules = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'].map((m) => `/usr/lib/nginx/modules/${m}`);
const brotli = brotliModules.every((m) => existsSync(m));

const prefix = mkdtempSync(join(tmpdir(), 'rainbond-nginx-'));
for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'logs', 'snippets']) mkdirSync(join(prefix, dir));
// site.conf's relative include resolves against the folder of nginx.conf, here the prefix.
symlinkSync(cspInclude, join(prefix, 'snippets/rainbond-csp.conf'));
symlinkSync(redirectsInclude, join(prefix, 'snippets/rainbond-redirects.conf'));
const conf = join(prefix, 'nginx.conf');
writeFileSync(
  conf,
  `${brotli ? brotliModules.map((m) => `load_module ${m};`).join('\n') + '\n' : ''}daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${values.port};
    server_name localhost;
    root ${root};
    include ${snippet};
    ${brotli ? `include ${resolve('nginx/brotli.conf')};` : '# brotli modules not installed'}
  }
}
`,
);

const child = spawn(nginx, ['-p', prefix, '-c', conf], {stdio: 'inherit'});
console.log(`serve: nginx on http://127.0.0.1:${values.port}/ serving ${root}${brotli ? ' (gzip + brotli)' : ' (gzip)'}`);
const stop = () => child.kill('SIGQUIT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => process.exit(code ?? 0));

// Runs the deployment recipe (deploy/nginx/) for the bench: the same files, with the paths, upstream
// ports and listen address rewritten, under a private prefix in a temporary directory (never the
// system's nginx). Every rewrite must match, so the bench notices when the recipe changes shape.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { root } from '../lib.mjs';

const modulesDir = '/usr/lib/nginx/modules';

export function nginxBinary() {
  for (const candidate of [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  return null;
}

function replaceOnce(text, pattern, replacement, what) {
  if (!pattern.test(text)) throw new Error(`deploy/nginx: expected ${what} (${pattern}) is missing`);
  return text.replace(pattern, replacement);
}

/** Writes .gz and .br next to each compressible build asset, as deploy/precompress.sh does. */
export function precompressStatic(staticDir) {
  let files = 0;
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(?:js|css|svg|json|txt|map)$/.test(entry.name) && !fs.existsSync(`${full}.br`)) {
        const data = fs.readFileSync(full);
        fs.writeFileSync(`${full}.gz`, zlib.gzipSync(data, { level: 9 }));
        fs.writeFileSync(
          `${full}.br`,
          zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        files++;
      }
    }
  };
  if (fs.existsSync(staticDir)) walk(staticDir);
  return files;
}

/** The recipe's config, rewritten for this machine. */
export function benchNginxConfig({ work, listenPort, upstreams, distDir }) {
  const brotli = fs.existsSync(path.join(modulesDir, 'ngx_http_brotli_static_module.so'));
  const snippet = path.join(work, 'agency-proxy.conf');
  fs.writeFileSync(snippet, fs.readFileSync(path.join(root, 'deploy', 'nginx', 'agency-proxy.conf'), 'utf8'));

  let site = fs.readFileSync(path.join(root, 'deploy', 'nginx', 'agency.conf'), 'utf8');
  site = replaceOnce(
    site,
    /(upstream agency_app \{\n\s*least_conn;\n)(?:\s*server 127\.0\.0\.1:\d+[^\n]*\n)+/,
    `$1${upstreams.map((address) => `    server ${address} max_fails=3 fail_timeout=5s;\n`).join('')}`,
    'upstream servers',
  );
  site = replaceOnce(site, /\/var\/cache\/nginx\/agency/, path.join(work, 'cache'), 'cache path');
  site = replaceOnce(
    site,
    /\n\s*listen 80;\n\s*listen \[::\]:80;/,
    `\n    listen 127.0.0.1:${listenPort};`,
    'listen lines',
  );
  site = replaceOnce(site, /\/srv\/agency\/\.next\/static\//, `${path.join(distDir, 'static')}/`, 'static alias');
  site = replaceOnce(site, /\/srv\/agency\/public/, path.join(root, 'public'), 'public root');
  site = site.replaceAll('/etc/nginx/snippets/agency-proxy.conf', snippet);
  if (!brotli)
    site = site
      .split('\n')
      .filter((line) => !/^\s*brotli/.test(line))
      .join('\n');
  fs.writeFileSync(path.join(work, 'agency.conf'), site);

  const temp = (name) => `${name}_temp_path ${path.join(work, name)};`;
  const main = [
    brotli ? `load_module ${modulesDir}/ngx_http_brotli_filter_module.so;` : '',
    brotli ? `load_module ${modulesDir}/ngx_http_brotli_static_module.so;` : '',
    'daemon off;',
    'worker_processes auto;',
    process.getuid?.() === 0 ? 'user root;' : '',
    `pid ${path.join(work, 'nginx.pid')};`,
    `error_log ${path.join(work, 'error.log')} warn;`,
    'events { worker_connections 4096; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    '  sendfile on;',
    '  tcp_nopush on;',
    '  keepalive_timeout 65;',
    '  keepalive_requests 100000;',
    `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
    `  include ${path.join(work, 'agency.conf')};`,
    '}',
  ]
    .filter(Boolean)
    .join('\n');
  const mainFile = path.join(work, 'nginx.conf');
  fs.writeFileSync(mainFile, main);
  return { mainFile, brotli };
}

async function waitForPort(port, timeoutMs = 10_000) {
  const started = Date.now();
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => (socket.end(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() - started > timeoutMs) throw new Error(`nothing listens on ${port}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Starts nginx with the recipe in front of `upstreams`. Returns `{ port, pid, brotli, close() }`. */
export async function startNginx({ listenPort, upstreams, distDir }) {
  const binary = nginxBinary();
  if (!binary) return null;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-nginx-'));
  const { mainFile, brotli } = benchNginxConfig({ work, listenPort, upstreams, distDir });
  const test = spawn(binary, ['-t', '-q', '-p', work, '-c', mainFile], { stdio: ['ignore', 'ignore', 'pipe'] });
  let testOutput = '';
  test.stderr.on('data', (chunk) => (testOutput += chunk));
  const testCode = await new Promise((resolve) => test.once('exit', resolve));
  if (testCode !== 0) throw new Error(`nginx -t rejected the recipe:\n${testOutput}`);

  const child = spawn(binary, ['-p', work, '-c', mainFile], { stdio: ['ignore', 'ignore', 'inherit'] });
  await waitForPort(listenPort);
  return {
    port: listenPort,
    pid: child.pid,
    brotli,
    work,
    async close() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT'); // graceful: workers finish their requests
        await new Promise((resolve) => {
          const timer = setTimeout(() => (child.kill('SIGKILL'), resolve()), 5_000);
          child.once('exit', () => (clearTimeout(timer), resolve()));
        });
      }
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}

// `npm start`: validate the environment, migrate and seed, build when the sources changed, serve.
// `node scripts/start.mjs --prebuilt` (the container image): serve the build that is there, never build;
// pages it prerendered from another database are expired instead (docs/decisions/081-containers.md).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { baseEnv, buildIfNeeded, distDir, prepare, root, serverProcessEnv } from './lib.mjs';

const prebuilt = process.argv.includes('--prebuilt');
const started = Date.now();
const env = baseEnv({ NODE_ENV: 'production' });
if (prebuilt && !fs.existsSync(path.join(distDir(env), 'BUILD_ID'))) {
  console.error(`[start] --prebuilt, but there is no build in ${distDir(env)}`);
  process.exit(1);
}
const instanceId = await prepare(env, prebuilt ? ['--expire-prerendered'] : []);
if (!prebuilt) await buildIfNeeded(instanceId, env);
console.log(`[start] prepared in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const port = env.PORT || '3000';
const hostname = env.HOSTNAME || '0.0.0.0';
const shownHost = hostname === '0.0.0.0' || hostname === '::' ? 'localhost' : hostname;
console.log(`[start] serving on http://${shownHost}:${port}  (admin: http://${shownHost}:${port}/admin-login)`);

const server = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs')], {
  cwd: root,
  env: serverProcessEnv({ ...env, PORT: port, HOSTNAME: hostname, AGENCY_SERVER: 'serve' }),
  stdio: 'inherit',
});
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.kill(signal);
    // serve.mjs finishes in-flight requests, then closes the database; never hang past 10 s.
    setTimeout(() => server.kill('SIGKILL'), 9_800).unref();
  });
}
server.on('exit', (code, signal) => process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0))));

// @ts-check
// `npm start`, first half (server/start.sh runs it, then replaces itself with the server): validate the
// environment, migrate and seed, build when the sources changed, then exit. Each step runs in a child
// process, so the memory they use is returned before the server starts.
// `--prebuilt` (the container image): use the build that is there, never build
// (docs/decisions/081-containers.md).
import fs from 'node:fs';
import path from 'node:path';
import { serverSettingsOf } from '../src/server/config.mjs';
import { baseEnv, buildIfNeeded, distDir, prepare } from './lib.mjs';

const prebuilt = process.argv.includes('--prebuilt');
const started = Date.now();
const env = baseEnv({ NODE_ENV: 'production' });
if (prebuilt && !fs.existsSync(path.join(distDir(env), 'BUILD_ID'))) {
  console.error(`[start] --prebuilt, but there is no build in ${distDir(env)}`);
  process.exit(1);
}
const instanceId = await prepare(env);
if (!prebuilt) await buildIfNeeded(instanceId, env);
console.log(`[start] prepared in ${((Date.now() - started) / 1000).toFixed(1)} s`);

// The same reading of PORT and HOSTNAME as the server's (prepare() has validated them with env.ts).
const { port, hostname } = serverSettingsOf(env);
const shownHost = hostname === '0.0.0.0' || hostname === '::' ? 'localhost' : hostname;
console.log(`[start] serving on http://${shownHost}:${port}  (admin: http://${shownHost}:${port}/admin-login)`);

// @ts-check
// `npm run dev`: migrate and seed, then the Next.js dev server.
import { spawn } from 'node:child_process';
import { baseEnv, nextBin, prepare, root } from './lib.mjs';

const env = baseEnv({ NODE_ENV: 'development' });
await prepare(env);
const child = spawn(process.execPath, [nextBin, 'dev', '--port', env.PORT || '3000'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));

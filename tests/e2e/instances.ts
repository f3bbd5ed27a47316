import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import pg from 'pg';
import { freePort } from '../../scripts/free-port.mjs';
import { serverProcessEnv } from '../../scripts/lib.mjs';

/** Extra production servers on the harness's build, for specs that need a database or process of their own. */

/** What start-up does before serving: migrations, demo content, the admin account. Resolves with the output. */
export async function prepareDatabase(env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', 'src/server/cli/prepare.ts'],
      {
        cwd: process.cwd(),
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/**
 * Starts server/index.mjs (the production server, on the harness's build) and waits for /api/health.
 * The process joins `running` at once, so afterAll stops it even if it never became healthy.
 */
export async function startInstance(env: NodeJS.ProcessEnv, name: string, running: ChildProcess[]) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const logFile = path.join(process.env.E2E_WORK_DIR || os.tmpdir(), `${name}.log`);
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(process.cwd(), 'server', 'index.mjs')], {
    cwd: process.cwd(),
    // As npm start, the container and the systemd unit run it: their memory settings (decision 113).
    // METRICS_PORT is the harness server's: a second listener on it would fail to start.
    env: serverProcessEnv({
      ...env,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      AGENCY_SERVER: 'serve',
      METRICS_PORT: '',
    }),
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  running.push(child);
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, base, logFile };
    } catch {}
    if (Date.now() - started > 60_000 || child.exitCode !== null) {
      throw new Error(`${name} did not start; its log:\n${fs.readFileSync(logFile, 'utf8').slice(-4_000)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** SIGTERM, as a service manager would; SIGKILL if it has not exited after 15 s. */
export async function stopInstance(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/**
 * A new, empty PostgreSQL database on the server of `serverUrl` (TEST_DATABASE_URL), for instances of a
 * spec's own. `url` points at it; `drop()` removes it, closing what is still connected.
 */
export async function createScratchDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/**
 * Instance B for one spec: a second production server on the harness's database and build, started
 * before the spec's tests and stopped after them. `seenOnB(path, check)` polls B's page until
 * `check` passes, for at most 5 s (B learns of a save through the tag's revision, polled each second).
 */
export function useSecondInstance(
  spec: {
    beforeAll: (hook: () => Promise<void>) => void;
    afterAll: (hook: () => Promise<void>) => void;
    setTimeout: (timeout: number) => void;
  },
  name: string,
) {
  const running: ChildProcess[] = [];
  let base = '';
  spec.beforeAll(async () => {
    spec.setTimeout(90_000);
    base = (await startInstance(process.env, name, running)).base;
  });
  spec.afterAll(async () => {
    await Promise.all(running.map(stopInstance));
  });
  return async function seenOnB(pathname: string, check: (body: string) => void) {
    await expect(async () => check(await (await fetch(`${base}${pathname}`)).text())).toPass({
      intervals: [250],
      timeout: 5_000,
    });
  };
}

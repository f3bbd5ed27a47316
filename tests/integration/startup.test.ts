import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');

function prepare(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'src/server/cli/prepare.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('start-up with bad configuration', () => {
  it.each([
    ['DATABASE_URL', 'mysql://root:secret@db/site', /^Configuration error: Invalid DATABASE_URL: /],
    ['INQUIRY_RATE_LIMIT', 'many', /^Configuration error: Invalid INQUIRY_RATE_LIMIT: /],
    ['SMTP_URL', 'mail.example.com', /^Configuration error: Invalid SMTP_URL: /],
  ])('%s=%s ends start-up with a one-line reason, not a stack trace', (name, value, pattern) => {
    const result = prepare({ [name]: value });
    expect(result.status).toBe(1);
    const stderr = result.stderr.trim();
    expect(stderr).toMatch(pattern);
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).not.toContain('secret');
    expect(stderr).not.toMatch(/\bat .*\.ts:\d+/);
  });
});

/** The JSON lines start-up wrote (one object per line; anything else, such as PREPARED, left out). */
function events(stdout: string) {
  return stdout.split('\n').flatMap((line) => {
    try {
      const parsed = JSON.parse(line) as Record<string, unknown>;
      return typeof parsed.event === 'string' ? [parsed] : [];
    } catch {
      return [];
    }
  });
}

describe('start-up output', () => {
  it('says in JSON lines which migrations it applied and what it seeded, then that there was nothing to do', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-startup-'));
    try {
      const env = { DATABASE_URL: `file:${path.join(dir, 'site.db')}`, ADMIN_PASSWORD: 'not-printed-123' };
      const first = prepare(env);
      expect(first.status).toBe(0);
      const firstEvents = events(first.stdout);
      const migrations = firstEvents.find((e) => e.event === 'startup.migrations')!;
      expect(migrations.applied).toEqual(expect.arrayContaining(['001-initial', '002-public-list-indexes']));
      expect(migrations.msg).toMatch(/^\[db\] migrations applied \(\d+ ms\): 001-initial, 002-public-list-indexes, /);
      const seed = firstEvents.find((e) => e.event === 'startup.seed')!;
      expect(seed.seeded).toBe(true);
      expect(seed.msg).toMatch(
        /^\[db\] demo content seeded \(\d+ ms\): 8 case studies, \d+ talent, \d+ blog posts, 4 job postings$/,
      );
      const second = prepare(env);
      expect(second.status).toBe(0);
      const secondEvents = events(second.stdout);
      expect(secondEvents.find((e) => e.event === 'startup.migrations')).toMatchObject({ applied: [] });
      expect(secondEvents.find((e) => e.event === 'startup.migrations')!.msg).toMatch(
        /^\[db\] migrations: none pending, the schema is up to date/,
      );
      expect(secondEvents.find((e) => e.event === 'startup.seed')).toMatchObject({
        seeded: false,
        reason: 'already seeded',
        msg: '[db] demo content: skipped (already seeded)',
      });
      expect(first.stdout + second.stdout).not.toContain('not-printed-123');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the generated first admin password', () => {
  it('is not written to a log: without a terminal it goes to a 0600 file, and only the path is printed', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-first-start-'));
    try {
      const result = prepare({ DATABASE_URL: `file:${path.join(dir, 'site.db')}`, SEED_DEMO_CONTENT: 'false' });
      expect(result.status, result.stderr).toBe(0);
      const file = path.join(dir, 'admin-password.txt');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const password = /password: (\S+)/.exec(fs.readFileSync(file, 'utf8'))?.[1];
      expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(result.stdout).not.toContain(password);
      expect(result.stderr).not.toContain(password);
      expect(result.stdout).toContain(`its generated password is in ${file}`);
      // A second start does not generate or print another one.
      const again = prepare({ DATABASE_URL: `file:${path.join(dir, 'site.db')}`, SEED_DEMO_CONTENT: 'false' });
      expect(again.stdout).toContain('[admin] account');
      expect(again.stdout).not.toContain(password);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

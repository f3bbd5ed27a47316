import { spawnSync } from 'node:child_process';
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

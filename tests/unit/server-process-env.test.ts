import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverProcessEnv } from '../../scripts/lib.mjs';

// The systemd unit starts scripts/serve.mjs itself, without `npm start`: it must give the server the
// same memory settings, or a systemd host runs over the memory the bench measured.
function unitEnvironment() {
  const unit = fs.readFileSync(path.join(process.cwd(), 'deploy', 'systemd', 'agency@.service'), 'utf8');
  const env: Record<string, string> = {};
  for (const line of unit.split('\n')) {
    if (!line.startsWith('Environment=')) continue;
    // systemd's syntax: space-separated assignments, each optionally in double quotes.
    for (const match of line.slice('Environment='.length).matchAll(/"([^"]*)"|(\S+)/g)) {
      const assignment = match[1] ?? match[2] ?? '';
      const equals = assignment.indexOf('=');
      env[assignment.slice(0, equals)] = assignment.slice(equals + 1);
    }
  }
  return env;
}

describe('the server process environment', () => {
  it('is what the systemd unit sets, variable for variable', () => {
    const wanted = serverProcessEnv({});
    const unit = unitEnvironment();
    for (const [name, value] of Object.entries(wanted)) expect({ name, value: unit[name] }).toEqual({ name, value });
  });

  it("lets an operator's own values win, and their Node.js flags come last", () => {
    const env = serverProcessEnv({ MALLOC_ARENA_MAX: '4', NODE_OPTIONS: '--max-old-space-size=2048' });
    expect(env.MALLOC_ARENA_MAX).toBe('4');
    expect(env.NODE_OPTIONS?.split(' ').at(-1)).toBe('--max-old-space-size=2048');
  });
});

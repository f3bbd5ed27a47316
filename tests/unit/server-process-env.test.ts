import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverProcessEnv } from '../../scripts/lib.mjs';

// The systemd unit starts server/index.mjs itself, and `npm start` through server/start.sh: both must
// give the server the memory settings the bench measured with (serverProcessEnv), or a host runs over them.
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

/** `export NAME="${NAME:-value}"` lines of server/start.sh: the values it gives when the operator gives none. */
function startScriptEnvironment() {
  const script = fs.readFileSync(path.join(process.cwd(), 'server', 'start.sh'), 'utf8');
  const env: Record<string, string> = {};
  for (const [, name, value] of script.matchAll(/^export (\w+)="\$\{\1:-([^}]*)\}"$/gm)) env[name!] = value!;
  const nodeOptions = /^export NODE_OPTIONS="([^$"]*)\$\{NODE_OPTIONS:\+ \$NODE_OPTIONS\}"$/m.exec(script)?.[1];
  if (nodeOptions !== undefined) env.NODE_OPTIONS = nodeOptions;
  return env;
}

describe('the server process environment', () => {
  it('is what `npm start` (server/start.sh) sets, variable for variable', () => {
    const script = startScriptEnvironment();
    for (const [name, value] of Object.entries(serverProcessEnv({})))
      expect({ name, value: script[name] }).toEqual({ name, value });
  });

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

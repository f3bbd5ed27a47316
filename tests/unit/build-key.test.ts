import { describe, expect, it } from 'vitest';
import { buildKey } from '../../scripts/lib.mjs';

describe('the production build key (scripts/lib.mjs)', () => {
  it('differs per Node.js major version, so CI tests each Node on a build that Node made', () => {
    const env = { ...process.env, DATABASE_URL: 'e2e' };
    expect(buildKey('e2e', env, '24.21.0')).not.toBe(buildKey('e2e', env, '20.20.2'));
    // A minor or patch update reuses the build.
    expect(buildKey('e2e', env, '24.21.0')).toBe(buildKey('e2e', env, '24.1.0'));
  });
});

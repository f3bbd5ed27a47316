import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, needsRehash, verifyPassword } from '@/server/auth/password';

describe('password hashing', () => {
  it('stores scrypt hashes that verify the right password only', async () => {
    const hash = await hashPassword('correct horse battery');
    // OWASP's 32 MiB setting (N=2^15, r=8, p=3), not the 128 MiB one (docs/decisions/065-…).
    expect(hash).toMatch(/^scrypt\$32768\$8\$3\$/);
    expect(hash).not.toContain('correct horse');
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
    expect(await verifyPassword('x', 'garbage')).toBe(false);
    expect(needsRehash(hash)).toBe(false);
    expect(needsRehash(hash.replace('$32768$8$3$', '$131072$8$1$'))).toBe(true);
  });

  it('refuses to run a stored hash that names absurd parameters (memory is bounded by the hash format)', async () => {
    const hash = await hashPassword('pw');
    expect(await verifyPassword('pw', hash.replace('$32768$', '$1048576$'))).toBe(false);
    expect(await verifyPassword('pw', hash.replace('$8$3$', '$8$1000$'))).toBe(false);
  });

  it('salts every hash and generates long random passwords', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
    expect(generatePassword()).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });
});

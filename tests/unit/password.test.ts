import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, verifyPassword } from '@/server/auth/password';

describe('password hashing', () => {
  it('stores scrypt hashes that verify the right password only', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(hash).not.toContain('correct horse');
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
    expect(await verifyPassword('x', 'garbage')).toBe(false);
  });

  it('salts every hash and generates long random passwords', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
    expect(generatePassword()).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });
});

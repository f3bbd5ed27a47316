import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDb, setDbForTests } from '@/server/db/client';
import { healthResponse } from '@/server/health';
import { createTestDb } from '../support/db';

describe('health', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers 200 while the database answers', async () => {
    const t = await createTestDb('sqlite');
    const response = await healthResponse();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'up' });
    await t.close();
  });

  it('answers 503 when the database does not, without leaking the reason', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const unreachable = await createDb({ dialect: 'postgres', connectionString: 'postgres://nobody@127.0.0.1:1/none' });
    setDbForTests(unreachable, 'postgres');
    const response = await healthResponse();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable', database: 'down' });
    await unreachable.destroy();
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb, setDbForTests } from '@/server/db/client';
import { resetEnvForTests } from '@/server/env';
import { healthResponse, readinessResponse, resetReadinessForTests } from '@/server/health';
import { createInquiry } from '@/server/repositories/inquiries';
import { queueMailMessage } from '@/server/repositories/mail-messages';
import { createTestDb, testDialects } from '../support/db';

const flags = globalThis as { __agencyShuttingDown?: boolean };
const METRICS_TOKEN = 'health-test-metrics-token-0123456789';

const health = (authorization?: string) =>
  healthResponse(new Request('http://127.0.0.1/api/health', authorization ? { headers: { authorization } } : {}));
/** The operator's monitoring: the detail needs the metrics token. */
const operatorHealth = () => health(`Bearer ${METRICS_TOKEN}`);

beforeAll(() => {
  process.env.METRICS_TOKEN = METRICS_TOKEN;
  resetEnvForTests();
});

afterAll(() => {
  delete process.env.METRICS_TOKEN;
  resetEnvForTests();
});

describe.each(testDialects)('health and readiness (%s)', (dialect) => {
  afterEach(() => {
    vi.restoreAllMocks();
    delete flags.__agencyShuttingDown;
    resetReadinessForTests();
  });

  it('health answers 200 with the database latency and the outbox backlog to the metrics token', async () => {
    const t = await createTestDb(dialect);
    try {
      let response = await operatorHealth();
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const empty = await response.json();
      expect(empty).toMatchObject({ status: 'ok', database: 'up', outbox: { pending: 0, oldestPendingSeconds: 0 } });
      expect(empty.databaseLatencyMs).toBeGreaterThanOrEqual(0);

      // Two messages waiting, the older for 90 s; a sent one does not count.
      const waiting = {
        kind: 'general' as const,
        name: 'A',
        email: 'a@example.com',
        phone: '',
        subject: 'S',
        fields: {},
      };
      const old = await createInquiry(waiting);
      await createInquiry(waiting);
      const sent = await createInquiry(waiting);
      await t.db
        .updateTable('inquiries')
        .set({ created_at: new Date(Date.now() - 90_000).toISOString() })
        .where('id', '=', old.id)
        .execute();
      await t.db
        .updateTable('inquiries')
        .set({ delivery_state: 'sent', created_at: new Date(Date.now() - 999_000).toISOString() })
        .where('id', '=', sent.id)
        .execute();
      response = await operatorHealth();
      let body = await response.json();
      expect(body.outbox.pending).toBe(2);
      expect(body.outbox.oldestPendingSeconds).toBeGreaterThanOrEqual(90);
      expect(body.outbox.oldestPendingSeconds).toBeLessThan(120);

      // The visitors' queue counts too: an acknowledgement waiting 300 s is now the oldest.
      const ack = await queueMailMessage(
        {
          inquiry_id: old.id,
          purpose: 'acknowledgement',
          to_address: 'a@example.com',
          subject: 'S',
          text: 'T',
          html: 'H',
        },
        new Date(Date.now() - 300_000),
      );
      body = await (await operatorHealth()).json();
      expect(body.outbox.pending).toBe(3);
      expect(body.outbox.oldestPendingSeconds).toBeGreaterThanOrEqual(300);
      expect(body.outbox.oldestPendingSeconds).toBeLessThan(330);
      await t.db.updateTable('mail_messages').set({ delivery_state: 'sent' }).where('id', '=', ack.id).execute();
      body = await (await operatorHealth()).json();
      expect(body.outbox.pending).toBe(2);
    } finally {
      await t.close();
    }
  });

  it('health tells anyone else only that it is up: no latency, no mail backlog', async () => {
    const t = await createTestDb(dialect);
    try {
      await createInquiry({ kind: 'general', name: 'A', email: 'a@example.com', phone: '', subject: 'S', fields: {} });
      for (const authorization of [
        undefined,
        'Bearer wrong-token-0123456789abcdef',
        `bearer ${METRICS_TOKEN}`,
        METRICS_TOKEN,
      ]) {
        const response = await health(authorization);
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(await response.json()).toEqual({ status: 'ok' });
      }
      // Without METRICS_TOKEN configured, no header shows the detail.
      delete process.env.METRICS_TOKEN;
      resetEnvForTests();
      expect(await (await operatorHealth()).json()).toEqual({ status: 'ok' });
    } finally {
      process.env.METRICS_TOKEN = METRICS_TOKEN;
      resetEnvForTests();
      await t.close();
    }
  });

  it('ready answers 200 on a migrated database, and 503 once shutdown has begun', async () => {
    const t = await createTestDb(dialect);
    try {
      let response = await readinessResponse();
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ready' });
      // What server/index.mjs does first on SIGTERM.
      flags.__agencyShuttingDown = true;
      response = await readinessResponse();
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'not ready', reason: 'shutting down' });
      // Liveness is not readiness: the instance is still alive while it drains.
      expect((await health()).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('readiness on SQLite', () => {
  afterEach(() => resetReadinessForTests());

  it('is 503 "migrating" while the database lacks this build\'s migrations', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-ready-'));
    const unmigrated = await createDb({ dialect: 'sqlite', filename: path.join(dir, 'new.db') });
    setDbForTests(unmigrated);
    try {
      const response = await readinessResponse();
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'not ready', reason: 'migrating' });
      expect((await health()).status).toBe(200);
    } finally {
      await unmigrated.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('health with the database down', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers 503 from both, without leaking the reason', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const unreachable = await createDb({ dialect: 'postgres', connectionString: 'postgres://nobody@127.0.0.1:1/none' });
    setDbForTests(unreachable);
    const response = await health();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable' });
    const detailed = await operatorHealth();
    expect(detailed.status).toBe(503);
    expect(await detailed.json()).toEqual({
      status: 'unavailable',
      database: 'down',
      databaseLatencyMs: null,
      outbox: null,
    });
    const ready = await readinessResponse();
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'not ready', reason: 'database unavailable' });
    await unreachable.destroy();
  });
});

import 'server-only';
import { randomUUID } from 'node:crypto';
import { env } from '../env';
import { ensureAdminUser, type AdminBootstrap } from '../auth/bootstrap';
import { setSettingIfAbsent } from '../repositories/app-settings';
import { db } from './client';
import { migrateToLatest } from './migrate';
import { nameDemoOwner, seedDemoContent, type SeedResult } from './seed';

export type PrepareResult = {
  migrations: string[];
  seed: SeedResult;
  admin: AdminBootstrap;
  /** Stable per database: a new database means prerendered pages must be rebuilt. */
  instanceId: string;
  /** How long migrating and seeding took, for the start-up log. */
  timings: { migrateMs: number; seedMs: number };
};

/** Everything a database needs before the site can serve from it. Idempotent; safe on every start. */
export async function prepareDatabase(): Promise<PrepareResult> {
  const database = await db();
  let started = performance.now();
  const migrations = await migrateToLatest(database);
  const migrateMs = Math.round(performance.now() - started);
  const instanceId = await setSettingIfAbsent('instance_id', randomUUID());
  started = performance.now();
  const seed = env().SEED_DEMO_CONTENT
    ? await seedDemoContent(database)
    : { seeded: false, reason: 'SEED_DEMO_CONTENT=false' };
  const seedMs = Math.round(performance.now() - started);
  const admin = await ensureAdminUser();
  // The Owner exists only now (the seed runs first, on an empty database).
  if (seed.seeded) await nameDemoOwner(database);
  return { migrations, seed, admin, instanceId, timings: { migrateMs, seedMs } };
}

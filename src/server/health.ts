import 'server-only';
import { sql } from 'kysely';
import { db } from './db/client';

/** Does the database answer a trivial query within two seconds? */
export async function checkDatabase(timeoutMs = 2_000) {
  try {
    const query = (async () => sql`select 1`.execute(await db()))();
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), timeoutMs).unref());
    await Promise.race([query, timeout]);
    return { ok: true as const };
  } catch (error) {
    return { ok: false as const, error: (error as Error).message };
  }
}

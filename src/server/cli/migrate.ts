import { db } from '../db/client';
import { migrateToLatest } from '../db/migrate';
import { runCli } from './run';

await runCli(async () => {
  const applied = await migrateToLatest(await db());
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Schema is up to date.');
});

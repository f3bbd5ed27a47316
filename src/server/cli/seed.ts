import { db } from '../db/client';
import { migrateToLatest } from '../db/migrate';
import { nameDemoOwner, seedDemoContent } from '../db/seed';
import { runCli } from './run';

await runCli(async () => {
  const database = await db();
  await migrateToLatest(database);
  const result = await seedDemoContent(database);
  if (result.seeded) await nameDemoOwner(database);
  console.log(result.seeded ? 'Demo content seeded.' : `Nothing seeded: ${result.reason}.`);
});

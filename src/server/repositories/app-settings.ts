import 'server-only';
import { db } from '../db/client';

export async function getSetting(key: string) {
  const row = await (await db()).selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

/** Sets a value only if the key has none yet; returns the value that is stored afterwards. */
export async function setSettingIfAbsent(key: string, value: string) {
  const database = await db();
  await database
    .insertInto('app_settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return (await getSetting(key)) ?? value;
}

export async function setSetting(key: string, value: string) {
  await (
    await db()
  )
    .insertInto('app_settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

export async function deleteSetting(key: string) {
  await (await db()).deleteFrom('app_settings').where('key', '=', key).execute();
}

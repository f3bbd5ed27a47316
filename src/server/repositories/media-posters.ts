import 'server-only';
import { db } from '../db/client';

/** A profile's posters (src/server/media-posters/): derived data, so neither a revision nor a new updated_at. */
export async function setMediaPosters(talentId: number, json: string) {
  await (await db()).updateTable('talent').set({ media_posters: json }).where('id', '=', talentId).execute();
}

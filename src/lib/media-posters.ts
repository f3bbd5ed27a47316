import { z } from 'zod';

/**
 * The posters of a profile's players (docs/decisions/159-media-posters-stored-at-save.md): by media
 * link address, the upload made from the platform's thumbnail after a save. Only our own uploads are
 * ever shown, so the facade asks nothing of the platform before the visitor's click. Client-safe.
 */
export type MediaPoster = { src: string; width: number; height: number };
export type MediaPosters = Readonly<Record<string, MediaPoster>>;

const dimension = z.number().int().min(1).max(10_000);
const postersSchema = z.record(
  z.string().max(600),
  z.object({ src: z.string().regex(/^\/uploads\/[a-f0-9]{32}-\d{2,4}\.webp$/), width: dimension, height: dimension }),
);

/** The stored JSON; {} for anything else (a poster is an addition: without one the drawn poster shows). */
export function parseMediaPosters(stored: unknown): MediaPosters {
  if (typeof stored !== 'string' || !stored) return {};
  try {
    const parsed = postersSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

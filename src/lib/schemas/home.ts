import { z } from 'zod';
import { contentTypes, isContentKind, type ContentKind } from '@/lib/content-types';

/*
 * Inputs of the home page's curation (docs/decisions/135-curated-home-page.md): the admin list's
 * Feature / Remove / Up / Down buttons, and an upload's focal point in the media library.
 */

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The content types the home page curates: those whose definition has homeFields(). */
export const curatedKinds = (Object.keys(contentTypes) as ContentKind[]).filter(
  (kind) => 'featured_on_home' in contentTypes[kind].fields,
);

export const homeMoveSchema = z.object({
  kind: z.string().refine((kind): kind is ContentKind => isContentKind(kind) && curatedKinds.includes(kind), {
    message: 'This kind of content is not shown on the home page.',
    path: [],
  }),
  id,
  move: z.enum(['feature', 'remove', 'up', 'down'], { message: 'Unknown move.' }),
});

/** A focal point: percent from the left and from the top, whole numbers 0–100; 50/50 is the centre. */
export const FOCAL_CENTRE = 50;

const percent = (label: string) =>
  z
    .string()
    .trim()
    .transform((value, ctx) => {
      const n = /^\d{1,3}$/.test(value) ? Number(value) : NaN;
      if (Number.isInteger(n) && n >= 0 && n <= 100) return n;
      ctx.addIssue({ code: 'custom', message: `${label} must be a whole number from 0 to 100.` });
      return z.NEVER;
    });

/**
 * The media library's focal point form. A click on the image (`<input type="image" name="pick">`)
 * posts where it landed (`pick.x`, `pick.y`, in pixels of the image as drawn, `pick_w` × `pick_h`):
 * that wins over the two number inputs, which are what a keyboard (or a script) sets.
 */
export const focalPointSchema = z
  .object({
    id,
    focal_x: percent('Across'),
    focal_y: percent('Down'),
    'pick.x': z.coerce.number().optional(),
    'pick.y': z.coerce.number().optional(),
    pick_w: z.coerce.number().positive().max(10_000).optional(),
    pick_h: z.coerce.number().positive().max(10_000).optional(),
  })
  .transform(({ id, focal_x, focal_y, 'pick.x': px, 'pick.y': py, pick_w: w, pick_h: h }) => {
    if (px === undefined || py === undefined || !w || !h) return { id, focal_x, focal_y };
    return { id, focal_x: clickPercent(px, w), focal_y: clickPercent(py, h) };
  });

/** Where a click fell along a side of `size` pixels, in whole percent, kept within 0–100. */
export function clickPercent(at: number, size: number) {
  if (!Number.isFinite(at) || !Number.isFinite(size) || size <= 0) return FOCAL_CENTRE;
  return Math.min(100, Math.max(0, Math.round((at / size) * 100)));
}

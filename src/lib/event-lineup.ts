import { slugify } from './slugify';

/** An act on an event's lineup: a roster artist (linked to their profile) or a free-text name. */
export type LineupEntry = { name: string; slug: string | null };

/** The roster as the lineup matches it. */
export type RosterEntry = { slug: string; name: string };

/** The lineup field's lines (one act per line), trimmed, without blanks or repeats. */
export function lineupLines(text: string): string[] {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return [...new Set(lines)].slice(0, 100);
}

/**
 * Each line of a lineup, linked to the roster artist whose name or profile slug it is (case and
 * spacing aside). A line that names no artist on the roster (a guest act, or a profile since
 * deleted) stays a plain name: shown, never a broken link.
 */
export function linkLineup(text: string, roster: readonly RosterEntry[]): LineupEntry[] {
  const bySlug = new Map(roster.map((artist) => [artist.slug, artist]));
  const byName = new Map(roster.map((artist) => [slugify(artist.name), artist]));
  return lineupLines(text).map((line) => {
    const key = slugify(line);
    const artist = bySlug.get(line) ?? byName.get(key) ?? bySlug.get(key);
    return artist ? { name: artist.name, slug: artist.slug } : { name: line, slug: null };
  });
}

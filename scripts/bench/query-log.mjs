// @ts-check
// Reading the query log that count-queries.mjs writes for the benched server.

/** The cross-instance cache handler's once-a-second poll (docs/decisions/005-caching.md). */
const TAG_POLL = /\bcache_tags\b/;
/** A bound parameter: SQLite's `?`, PostgreSQL's `$1`. */
const P = String.raw`(?:\?|\$\d+)`;
/** The scheduled-publishing tick (src/server/schedule.ts) claiming its span by compare-and-set. */
const SCHEDULE_CLAIM = new RegExp(`^update "app_settings" set "value" = ${P} where "key" = ${P} and "value" = ${P}`);
/** …the read of the last checked moment just before it… */
const SETTING_READ = new RegExp(`^select "value" from "app_settings" where "key" = ${P}`);
/** …and its search for publishing-window boundaries in each type (a shape no page read has). */
const WINDOW_BOUNDARY = new RegExp(`^select "id" from "\\w+" where \\(*"(?:publish_at|unpublish_at|ends_at)" > ${P}`);

/**
 * How many statements of `lines[from, to)` a request could have sent: without the work every instance
 * does on its own clock, the tag poll and the scheduled-publishing tick (every 10 s). A tick is not a
 * page touching the database; counted, one that fell inside the 90 cached-page requests failed the
 * "0 statements" verdict (seen: 6 statements, all the tick's).
 * @param {string[]} lines every statement logged so far, in order
 * @param {number} from
 * @param {number} to
 */
export function foregroundStatementCount(lines, from, to) {
  /** @type {Set<number>} */
  const background = new Set();
  lines.forEach((sql, i) => {
    if (TAG_POLL.test(sql) || WINDOW_BOUNDARY.test(sql)) background.add(i);
    if (!SCHEDULE_CLAIM.test(sql)) return;
    background.add(i);
    // Other statements may interleave between the tick's read and its claim; its read is the nearest one.
    for (let j = i - 1; j >= Math.max(0, i - 5); j--) {
      if (SETTING_READ.test(lines[j] ?? '') && !background.has(j)) {
        background.add(j);
        break;
      }
    }
  });
  let count = 0;
  for (let i = from; i < to; i++) if (!background.has(i)) count++;
  return count;
}

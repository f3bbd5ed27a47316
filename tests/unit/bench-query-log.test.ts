import { describe, expect, it } from 'vitest';
import { foregroundStatementCount } from '../../scripts/bench/query-log.mjs';

// Statements as count-queries.mjs logs them (Kysely's SQLite dialect).
const tagPoll = 'select "tag", "revision" from "cache_tags" where "revision" > ?';
const tick = [
  'select "value" from "app_settings" where "key" = ?',
  'update "app_settings" set "value" = ? where "key" = ? and "value" = ?',
  'select "id" from "blog_posts" where (("publish_at" > ? and "publish_at" <= ?) or ("unpublish_at" > ? and "unpublish_at" <= ?)) limit ?',
  'select "id" from "events" where (("publish_at" > ? and "publish_at" <= ?) or ("ends_at" > ? and "ends_at" <= ?)) limit ?',
  'select "id" from "page_versions" where "publish_at" > ? and "publish_at" <= ? limit ?',
];
const pageRead = 'select * from "talent" where "slug" = ? and "published" = ?';
const settingRead = 'select "value" from "app_settings" where "key" = ?';

describe("the bench's count of statements a request sent (scripts/bench/query-log.mjs)", () => {
  it('leaves out the tag poll and a whole scheduled-publishing tick, even with a page read between its statements', () => {
    const lines = [tagPoll, tick[0]!, pageRead, ...tick.slice(1), tagPoll];
    expect(foregroundStatementCount(lines, 0, lines.length)).toBe(1);
  });

  it('counts a setting read that no claim follows: a page that reads a setting is a page touching the database', () => {
    const lines = [settingRead, pageRead];
    expect(foregroundStatementCount(lines, 0, lines.length)).toBe(2);
  });

  it('counts within the span asked for, knowing the tick from statements after it', () => {
    const lines = [pageRead, tick[0]!, tick[1]!, pageRead];
    expect(foregroundStatementCount(lines, 1, 2)).toBe(0);
    expect(foregroundStatementCount(lines, 0, 2)).toBe(1);
    expect(foregroundStatementCount(lines, 0, 4)).toBe(2);
  });
});

describe("the same count on PostgreSQL's placeholders", () => {
  it('knows the tick by its $n parameters too', () => {
    const lines = tick.map((sql) => {
      let n = 0;
      return sql.replace(/\?/g, () => `$${++n}`);
    });
    expect(foregroundStatementCount(lines, 0, lines.length)).toBe(0);
  });
});

import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decisionIndex, decisionRecords, indexPath } from '../../scripts/decisions-index.mjs';

describe('decision records (docs/decisions)', () => {
  it('every record starts with its number and title, then a Date and a Status line', () => {
    for (const record of decisionRecords()) {
      expect(record.number, record.file).toBe(record.file.slice(0, 3));
      expect(record.title, record.file).toBeTruthy();
      expect(record.date, `${record.file}: a line "Date: YYYY-MM-DD"`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(record.status, `${record.file}: a line "Status: accepted" or "Status: superseded by NNN"`).toMatch(
        /^(accepted|proposed|deprecated|superseded by \[?\d{3})/,
      );
    }
  });

  it('the index lists every record as it is now (node scripts/decisions-index.mjs rewrites it)', async () => {
    expect(fs.readFileSync(indexPath, 'utf8')).toBe(await decisionIndex());
  });
});

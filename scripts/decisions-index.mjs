// @ts-check
// Writes docs/decisions/README.md, the index of the decision records: `node scripts/decisions-index.mjs`
// after adding a record or changing a Status line (tests/unit/decision-records.test.ts checks it is current).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'decisions');
export const indexPath = path.join(folder, 'README.md');

/** Every record: its file, number, title, and its Date and Status lines (undefined when missing). */
export function decisionRecords() {
  return fs
    .readdirSync(folder)
    .filter((file) => /^\d{3}-.*\.md$/.test(file))
    .sort()
    .map((file) => {
      const text = fs.readFileSync(path.join(folder, file), 'utf8');
      // Titles separate the number with an em dash, a colon or a full stop.
      const title = /^# (\d{3})\s*[—:.]\s*(.+)$/m.exec(text.split('\n')[0] ?? '');
      return {
        file,
        number: title?.[1],
        title: title?.[2],
        date: /^Date: (\d{4}-\d{2}-\d{2})$/m.exec(text)?.[1],
        status: /^Status: (.+)$/m.exec(text)?.[1],
      };
    });
}

/** The index's Markdown, formatted as Prettier formats it (`npm run format:check` covers the file). */
export async function decisionIndex() {
  const rows = decisionRecords().map(
    (r) =>
      `| [${r.number}](${r.file}) | ${r.title?.replaceAll('|', '\\|')} | ${r.status ?? 'missing'} | ${r.date ?? 'missing'} |`,
  );
  const markdown = [
    '# Decision records',
    '',
    'One record per decision, one page or less: `# NNN — Title`, then the lines `Date:` and `Status:`',
    '(`accepted`, or `superseded by NNN`). Written by `node scripts/decisions-index.mjs`.',
    '',
    '| No. | Title | Status | Date |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
  return prettier.format(markdown, { ...(await prettier.resolveConfig(indexPath)), filepath: indexPath });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  fs.writeFileSync(indexPath, await decisionIndex());
  console.log(`wrote ${path.relative(process.cwd(), indexPath)}`);
}

import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { db } from '../db/client';
import { UPLOAD_NAME_PATTERN } from './images';
import { databaseStore } from './storage';

/**
 * What `storeImageUpload` writes to a store, by relative name: the served versions (their names
 * match UPLOAD_NAME_PATTERN) and the kept originals under `originals/`, named after the format sharp
 * read (`image/<format>` is the type stored with them).
 */
const ORIGINAL_NAME = /^originals\/[a-f0-9]{32}\.([a-z0-9]{2,5})$/;
const VERSION_TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

/** The content type a store keeps for `name`, or undefined when no upload is ever called that. */
function contentTypeOf(name: string): string | undefined {
  if (UPLOAD_NAME_PATTERN.test(name)) return VERSION_TYPES[name.slice(name.lastIndexOf('.') + 1)];
  const original = ORIGINAL_NAME.exec(name);
  return original ? `image/${original[1]}` : undefined;
}

/** Every file under `dir`, as names relative to it with `/` separators, sorted. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

export type CopyReport = { copied: number; bytes: number; alreadyThere: number; ignored: string[] };

/**
 * Copies the uploads kept on disk (UPLOAD_DIR with UPLOAD_STORAGE=disk) into the database store
 * (table `upload_files`, UPLOAD_STORAGE=database), so a site can switch storage without losing an
 * image. Idempotent: a name already in the table is skipped (names derive from the content, so the
 * same name is the same bytes), and a run that stopped halfway is finished by running it again.
 * Files no upload is ever called (stray files, editor backups) are left out and listed. Nothing on
 * disk is changed or deleted. One file in memory at a time (an original is at most 10 MB).
 */
export async function copyUploadsToDatabase({
  dir,
  log,
  progressEvery = 100,
}: {
  dir: string;
  log: (message: string) => void;
  progressEvery?: number;
}): Promise<CopyReport> {
  const stat = await fs.stat(dir).catch(() => undefined);
  if (!stat?.isDirectory()) throw new Error(`The upload folder ${dir} does not exist: set UPLOAD_DIR to it.`);
  const tables = await (await db()).introspection.getTables();
  if (!tables.some((table) => table.name === 'upload_files')) {
    throw new Error('The database has no upload_files table yet: run `npm run db:migrate` first.');
  }

  const names = await filesUnder(dir);
  const report: CopyReport = { copied: 0, bytes: 0, alreadyThere: 0, ignored: [] };
  const uploads = names.filter((name) => {
    if (contentTypeOf(name)) return true;
    report.ignored.push(name);
    return false;
  });
  log(
    `${uploads.length} upload files in ${dir}${report.ignored.length ? ` (${report.ignored.length} other files left out)` : ''}`,
  );
  let done = 0;
  for (const name of uploads) {
    if (await databaseStore.has(name)) {
      report.alreadyThere++;
    } else {
      const bytes = await fs.readFile(path.join(dir, ...name.split('/')));
      await databaseStore.put(name, bytes, contentTypeOf(name)!);
      report.copied++;
      report.bytes += bytes.length;
    }
    done++;
    if (done % progressEvery === 0 && done < uploads.length) log(`${done}/${uploads.length} files`);
  }
  const mb = (report.bytes / 1_000_000).toFixed(1);
  log(`done: ${report.copied} copied (${mb} MB), ${report.alreadyThere} already in the database`);
  for (const name of report.ignored) log(`left out (not an upload's name): ${name}`);
  return report;
}

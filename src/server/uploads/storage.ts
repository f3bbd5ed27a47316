import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { db } from '../db/client';
import { env } from '../env';
import { nowIso } from '../repositories/shared';

/**
 * Where the bytes of uploaded images live (docs/decisions/083-uploads-in-the-database.md).
 * Names are relative: `<hash>-<width>.webp` for served variants, `originals/<hash>.<format>` for the
 * kept originals. Callers check names against UPLOAD_NAME_PATTERN before serving; this layer only
 * stores and reads.
 */
export interface UploadStore {
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  get(name: string): Promise<{ bytes: Buffer; contentType: string } | undefined>;
  has(name: string): Promise<boolean>;
  delete(name: string): Promise<void>;
}

export function uploadDir() {
  return path.resolve(env().uploadDir);
}

const CONTENT_TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

/** UPLOAD_DIR on this machine: the embedded default, and what releases before 083 always did. */
export const diskStore: UploadStore = {
  async put(name, bytes) {
    const file = path.join(uploadDir(), name);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, bytes);
  },
  async get(name) {
    try {
      const bytes = await fs.readFile(path.join(uploadDir(), name));
      // Disk keeps no type: it follows from the extension of the names we generate.
      return { bytes, contentType: CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream' };
    } catch {
      return undefined;
    }
  },
  async has(name) {
    return fs.access(path.join(uploadDir(), name)).then(
      () => true,
      () => false,
    );
  },
  async delete(name) {
    await fs.rm(path.join(uploadDir(), name), { force: true });
  },
};

/** Table upload_files: every instance on the database serves every upload, whichever stored it. */
export const databaseStore: UploadStore = {
  async put(name, bytes, contentType) {
    await (
      await db()
    )
      .insertInto('upload_files')
      .values({ name, content_type: contentType, bytes, size: bytes.length, created_at: nowIso() })
      // Names derive from the content: the same name means the same bytes, so a second put is a no-op.
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  },
  async get(name) {
    const row = await (
      await db()
    )
      .selectFrom('upload_files')
      .select(['bytes', 'content_type'])
      .where('name', '=', name)
      .executeTakeFirst();
    return row ? { bytes: Buffer.from(row.bytes), contentType: row.content_type } : undefined;
  },
  async has(name) {
    const row = await (
      await db()
    )
      .selectFrom('upload_files')
      .select('name')
      .where('name', '=', name)
      .executeTakeFirst();
    return row !== undefined;
  },
  async delete(name) {
    await (await db()).deleteFrom('upload_files').where('name', '=', name).execute();
  },
};

/** The store UPLOAD_STORAGE selects. */
export function uploadStore(): UploadStore {
  return env().uploadStorage === 'database' ? databaseStore : diskStore;
}

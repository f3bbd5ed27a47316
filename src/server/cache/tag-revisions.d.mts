import type { TagRevision } from './handler-core.mjs';
export function createRevisionReader(databaseUrl?: string): () => Promise<TagRevision[]>;

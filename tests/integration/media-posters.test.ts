import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentTypes } from '@/lib/content-types';
import { parseMediaPosters } from '@/lib/media-posters';
import { resetEnvForTests } from '@/server/env';
import { MAX_POSTER_BYTES, refreshMediaPosters } from '@/server/media-posters';
import { contentRepository } from '@/server/repositories/content';
import { findUploadByFileName } from '@/server/repositories/uploads';
import { demoTalent } from '@/server/db/seed-data';
import { createTestDb, type TestDb } from '../support/db';

/*
 * The players' posters (decision 159): after a talent save the platforms' thumbnails are fetched once
 * and kept as our own uploads, so the profile never asks the platform for them. The platforms are a
 * stand-in `fetch` here: the test records what was asked and answers as the platform would.
 */

const invalidated = vi.hoisted(() => [] as string[]);
vi.mock('next/cache', () => ({ updateTag: (tag: string) => void invalidated.push(tag) }));

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const SPOTIFY = 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC';
const SOUNDCLOUD = 'https://soundcloud.com/artist/track-one';
const TIKTOK = 'https://www.tiktok.com/@artist/video/7301234567890123456';
const APPLE = 'https://music.apple.com/za/album/some-album/123456789';

let t: TestDb;
let dir: string;
let jpeg: Buffer;
const talent = contentRepository(contentTypes.talent);

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-posters-'));
  process.env.UPLOAD_DIR = dir;
  resetEnvForTests();
  t = await createTestDb('sqlite');
  jpeg = await sharp({ create: { width: 480, height: 360, channels: 3, background: '#c0392b' } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
  delete process.env.UPLOAD_DIR;
  resetEnvForTests();
});
beforeEach(() => void invalidated.splice(0));

type Answer = { status?: number; body: Uint8Array | string; type?: string; length?: number };

/** A stand-in for the platforms: answers by address, records every address asked. */
function platforms(answers: Record<string, Answer | (() => Promise<Answer>)>) {
  const asked: string[] = [];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    asked.push(url);
    expect(init?.redirect).toBe('error');
    const entry = answers[url];
    if (!entry) throw new TypeError(`fetch failed: ${url} is not reachable`);
    const signal = init?.signal;
    if (signal?.aborted) throw signal.reason;
    const answer =
      typeof entry === 'function'
        ? await Promise.race([
            entry(),
            new Promise<never>((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason))),
          ])
        : entry;
    const headers: Record<string, string> = { 'content-type': answer.type ?? 'application/octet-stream' };
    if (answer.length !== undefined) headers['content-length'] = String(answer.length);
    return new Response(answer.body as BodyInit, { status: answer.status ?? 200, headers });
  }) as typeof fetch;
  return { asked, fetchImpl };
}

const oembed = (thumbnail: string) => ({
  body: JSON.stringify({ thumbnail_url: thumbnail }),
  type: 'application/json',
});
const spotifyOembed = `https://open.spotify.com/oembed?url=${encodeURIComponent(SPOTIFY)}`;
const soundcloudOembed = `https://soundcloud.com/oembed?format=json&url=${encodeURIComponent(SOUNDCLOUD)}`;
const tiktokOembed = `https://www.tiktok.com/oembed?url=${encodeURIComponent(TIKTOK)}`;

async function profile(links: string[]) {
  return talent.create({
    ...demoTalent[0]!,
    slug: `posters-${Math.random().toString(36).slice(2, 8)}`,
    media_links: links.join('\n'),
  } as Parameters<typeof talent.create>[0]);
}
const stored = async (id: number) => parseMediaPosters((await talent.findById(id))?.media_posters);

describe('posters stored after a talent save', () => {
  it('fetches each player link’s thumbnail once, keeps it as an upload, and leaves the others drawn', async () => {
    const row = await profile([YOUTUBE, SPOTIFY, APPLE]);
    const { asked, fetchImpl } = platforms({
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg': { body: jpeg, type: 'image/jpeg' },
      [spotifyOembed]: oembed('https://i.scdn.co/image/ab67616d0000b273'),
      'https://i.scdn.co/image/ab67616d0000b273': { body: jpeg, type: 'image/jpeg' },
    });
    expect(await refreshMediaPosters(row, fetchImpl)).toBe(true);
    // Apple Music offers no thumbnail without a key: not asked, its drawn poster stays.
    expect(asked).toEqual([
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      spotifyOembed,
      'https://i.scdn.co/image/ab67616d0000b273',
    ]);
    const posters = await stored(row.id);
    expect(Object.keys(posters).sort()).toEqual([SPOTIFY, YOUTUBE].sort());
    for (const poster of Object.values(posters)) {
      expect(poster.src).toMatch(/^\/uploads\/[a-f0-9]{32}-\d+\.webp$/);
      expect(poster.width / poster.height).toBeCloseTo(480 / 360, 1);
      expect(await findUploadByFileName(poster.src.slice('/uploads/'.length))).toBeTruthy();
      expect(fs.existsSync(path.join(dir, poster.src.slice('/uploads/'.length)))).toBe(true);
    }
    expect(invalidated).toContain('talent');

    // Saved again: nothing is fetched for links that have their poster.
    const again = platforms({});
    expect(await refreshMediaPosters((await talent.findById(row.id))!, again.fetchImpl)).toBe(false);
    expect(again.asked).toEqual([]);
  });

  it('forgets the poster of a link taken off the profile', async () => {
    const row = await profile([YOUTUBE]);
    const { fetchImpl } = platforms({ 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg': { body: jpeg } });
    await refreshMediaPosters(row, fetchImpl);
    expect(Object.keys(await stored(row.id))).toEqual([YOUTUBE]);
    await talent.update(row.id, { media_links: '' });
    expect(await refreshMediaPosters((await talent.findById(row.id))!, platforms({}).fetchImpl)).toBe(true);
    expect(await stored(row.id)).toEqual({});
  });

  it('refuses a thumbnail on a host that is not the platform’s, and answers larger than 2 MB', async () => {
    const row = await profile([SPOTIFY, SOUNDCLOUD, TIKTOK]);
    const { asked, fetchImpl } = platforms({
      // An oEmbed answer pointing at another host (a stored link cannot steer the server elsewhere).
      [spotifyOembed]: oembed('https://169.254.169.254/latest/meta-data'),
      [soundcloudOembed]: oembed('https://i1.sndcdn.com/artworks-big.jpg'),
      // Declares more than the cap.
      'https://i1.sndcdn.com/artworks-big.jpg': { body: jpeg, length: MAX_POSTER_BYTES + 1 },
      [tiktokOembed]: oembed('https://p16-sign-va.tiktokcdn.com/cover.jpeg'),
      // Declares nothing and sends more than the cap: a real image, padded.
      'https://p16-sign-va.tiktokcdn.com/cover.jpeg': {
        body: Buffer.concat([jpeg, Buffer.alloc(MAX_POSTER_BYTES + 1 - jpeg.length)]),
      },
    });
    expect(await refreshMediaPosters(row, fetchImpl)).toBe(false);
    expect(asked).not.toContain('https://169.254.169.254/latest/meta-data');
    expect(asked).toContain('https://p16-sign-va.tiktokcdn.com/cover.jpeg');
    expect(await stored(row.id)).toEqual({});
    expect(invalidated).toEqual([]);
  });

  it('gives up on a platform that does not answer within 4 s', async () => {
    const row = await profile([YOUTUBE]);
    const { asked, fetchImpl } = platforms({
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg': () => new Promise<Answer>(() => {}),
    });
    // The 4 s pass at once: the timeout's signal is already aborted.
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
      expect(ms).toBe(4_000);
      return AbortSignal.abort(new DOMException('The operation timed out.', 'TimeoutError'));
    });
    try {
      expect(await refreshMediaPosters(row, fetchImpl)).toBe(false);
    } finally {
      timeout.mockRestore();
    }
    expect(asked).toEqual(['https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg']);
    expect(await stored(row.id)).toEqual({});
  });

  it('stores nothing from bytes that are not an image', async () => {
    const row = await profile([YOUTUBE]);
    const { fetchImpl } = platforms({
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg': { body: '<html>not an image</html>', type: 'image/jpeg' },
    });
    expect(await refreshMediaPosters(row, fetchImpl)).toBe(false);
    expect(await stored(row.id)).toEqual({});
  });

  it('reads only our own uploads from the stored JSON', () => {
    expect(parseMediaPosters('{"https://x":{"src":"https://evil.example/a.jpg","width":1,"height":1}}')).toEqual({});
    expect(parseMediaPosters('not json')).toEqual({});
    const src = `/uploads/${'a'.repeat(32)}-480.webp`;
    expect(parseMediaPosters(JSON.stringify({ [YOUTUBE]: { src, width: 480, height: 360 } }))).toEqual({
      [YOUTUBE]: { src, width: 480, height: 360 },
    });
  });
});

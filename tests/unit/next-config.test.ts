import { afterEach, describe, expect, it, vi } from 'vitest';

/** next.config.mjs reads the environment when it is loaded: load a fresh copy per case. */
async function loadConfig(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return (await import('../../next.config.mjs')).default;
}

async function headersFor(config: Awaited<ReturnType<typeof loadConfig>>, source: string) {
  const rules = await config.headers!();
  return Object.fromEntries(
    rules.filter((rule) => rule.source === source).flatMap((rule) => rule.headers.map((h) => [h.key, h.value])),
  );
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('next.config', () => {
  it('compresses unless COMPRESS says a proxy in front does', async () => {
    expect((await loadConfig({ COMPRESS: undefined })).compress).toBe(true);
    expect((await loadConfig({ COMPRESS: '1' })).compress).toBe(true);
    expect((await loadConfig({ COMPRESS: '0' })).compress).toBe(false);
    expect((await loadConfig({ COMPRESS: 'false' })).compress).toBe(false);
  });

  it('keeps rendered pages in its own route cache, found by a path Next can import', async () => {
    const config = await loadConfig({});
    expect(config.cacheHandler).toMatch(/src\/server\/cache\/route-cache\.mjs$/);
    expect(config.cacheHandlers?.default).toMatch(/src\/server\/cache\/handler\.mjs$/);
  });

  it('allows an external hero video origin in the CSP, and a same-origin path without crashing', async () => {
    const external = await loadConfig({ HERO_VIDEO_URL: 'https://cdn.example/media/hero.mp4' });
    expect((await headersFor(external, '/:path*'))['Content-Security-Policy']).toContain(
      "media-src 'self' https://cdn.example;",
    );

    const local = await loadConfig({ HERO_VIDEO_URL: '/media/hero.mp4' });
    expect((await headersFor(local, '/:path*'))['Content-Security-Policy']).toContain("media-src 'self';");

    // A value env.ts refuses at start-up must not turn into a stack trace while loading the config.
    const bad = await loadConfig({ HERO_VIDEO_URL: 'not a url' });
    expect((await headersFor(bad, '/:path*'))['Content-Security-Policy']).toContain("media-src 'self';");
  });

  it('allows the media players in frame-src on talent profiles and posts only (decisions 145, 155)', async () => {
    const config = await loadConfig({});
    const { PLAYER_ORIGINS } = await import('../../src/lib/media-players.mjs');
    const everywhere = (await headersFor(config, '/:path*'))['Content-Security-Policy'];
    const profile = (await headersFor(config, '/talent/:slug'))['Content-Security-Policy'];
    expect(everywhere).not.toContain('frame-src');
    expect(profile).toBe(`${everywhere}; frame-src ${PLAYER_ORIGINS.join(' ')}`);
    // A post's embed cards (decision 155): the same players, on the post pages.
    expect((await headersFor(config, '/blog/:slug'))['Content-Security-Policy']).toBe(profile);
    // The profile's rule comes after the site-wide one: Next.js applies the last match of a header.
    const sources = (await config.headers!()).map((rule) => rule.source);
    expect(sources.indexOf('/talent/:slug')).toBeGreaterThan(sources.indexOf('/:path*'));
    expect(sources.indexOf('/blog/:slug')).toBeGreaterThan(sources.indexOf('/:path*'));
  });

  it('marks the sign-in page private and unindexed, like the admin', async () => {
    const config = await loadConfig({});
    for (const source of ['/admin', '/admin/:path*', '/admin-login', '/admin-login/:path*']) {
      expect(await headersFor(config, source), source).toEqual({
        'Cache-Control': 'private, no-store',
        'X-Robots-Tag': 'noindex, nofollow',
      });
    }
  });

  it('copies bodies for the proxy up to the largest a route takes (a job application), actions stay at 1 MB', async () => {
    const { MAX_APPLICATION_BODY_BYTES, MAX_FORM_BODY_BYTES } = await import('../../src/lib/request-limits.mjs');
    const config = await loadConfig({});
    expect(config.experimental?.proxyClientMaxBodySize).toBe(MAX_APPLICATION_BODY_BYTES);
    expect(config.experimental?.serverActions?.bodySizeLimit).toBe(MAX_FORM_BODY_BYTES);
  });
});

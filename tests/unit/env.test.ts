import { describe, expect, it } from 'vitest';
import { siteUrl } from '@/content/site-url';
import { serverSettingsOf, trustProxyOf } from '@/server/config.mjs';
import { EnvError, parseDatabaseUrl, parseEnv } from '@/server/env';

describe('environment', () => {
  it('defaults to SQLite under ./data and sensible limits', () => {
    const env = parseEnv({});
    expect(env.database).toEqual({ dialect: 'sqlite', filename: './data/site.db' });
    expect(env.INQUIRY_RATE_LIMIT).toEqual({ limit: 5, windowMs: 15 * 60_000 });
    expect(env.LOGIN_RATE_LIMIT).toEqual({ limit: 5, windowMs: 15 * 60_000 });
    expect(env.LOGIN_GLOBAL_RATE_LIMIT).toEqual({ limit: 100, windowMs: 15 * 60_000 });
    expect(env.LOGIN_CONCURRENCY).toBe(1);
    expect(env.siteUrl).toBe('http://localhost:3000');
    expect(env.SEED_DEMO_CONTENT).toBe(true);
    expect(env.secureCookies).toBe(false);
  });

  it('reads file: and postgres:// database URLs', () => {
    expect(parseDatabaseUrl('file:/tmp/x.db')).toEqual({ dialect: 'sqlite', filename: '/tmp/x.db' });
    expect(parseDatabaseUrl('file:./data/y.db')).toEqual({ dialect: 'sqlite', filename: './data/y.db' });
    expect(parseDatabaseUrl('postgres://u:p@db:5432/site')).toEqual({
      dialect: 'postgres',
      connectionString: 'postgres://u:p@db:5432/site',
    });
  });

  it('the code outside the app bundle reads SITE_URL and TRUST_PROXY as env.ts does', () => {
    const cases: Record<string, string | undefined>[] = [
      {},
      { PORT: '4100' },
      { SITE_URL: 'https://ngoma.example/', PORT: '4100' },
      { SITE_URL: ' http://127.0.0.1:3999// ' },
      { TRUST_PROXY: '1' },
      { TRUST_PROXY: 'true' },
      { TRUST_PROXY: ' true ' },
      { TRUST_PROXY: 'yes' },
      { TRUST_PROXY: '0' },
    ];
    const before = { ...process.env };
    try {
      for (const source of cases) {
        const parsed = parseEnv(source);
        expect(trustProxyOf(source)).toBe(parsed.TRUST_PROXY);
        for (const name of ['SITE_URL', 'PORT']) delete process.env[name];
        Object.assign(process.env, source);
        expect(siteUrl()).toBe(parsed.siteUrl);
      }
    } finally {
      for (const name of ['SITE_URL', 'PORT', 'TRUST_PROXY']) delete process.env[name];
      Object.assign(process.env, before);
    }
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: 'yes' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ SITE_URL: 'https://ngoma.example/' }).siteUrl).toBe('https://ngoma.example');
  });

  it('rejects a malformed DATABASE_URL with a one-line reason that hides the password', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://root:secret@x/db' })).toThrowError(EnvError);
    try {
      parseEnv({ DATABASE_URL: 'mysql://root:secret@x/db' });
    } catch (error) {
      expect((error as Error).message).toMatch(/^Invalid DATABASE_URL: /);
      expect((error as Error).message).not.toContain('secret');
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('rejects bad rate limits, e-mails, SMTP URLs and ports', () => {
    expect(() => parseEnv({ INQUIRY_RATE_LIMIT: 'lots' })).toThrowError(/INQUIRY_RATE_LIMIT/);
    expect(() => parseEnv({ LOGIN_RATE_LIMIT: '0/15m' })).toThrowError(/LOGIN_RATE_LIMIT/);
    expect(() => parseEnv({ LOGIN_GLOBAL_RATE_LIMIT: 'lots' })).toThrowError(/^Invalid LOGIN_GLOBAL_RATE_LIMIT: /);
    for (const bad of ['0', '9', '1.5', 'two']) {
      expect(() => parseEnv({ LOGIN_CONCURRENCY: bad })).toThrowError(
        /^Invalid LOGIN_CONCURRENCY: must be a whole number from 1 to 8$/,
      );
    }
    expect(parseEnv({ LOGIN_CONCURRENCY: '2' }).LOGIN_CONCURRENCY).toBe(2);
    expect(() => parseEnv({ INQUIRY_TO: 'not-an-email' })).toThrowError(/INQUIRY_TO/);
    expect(() => parseEnv({ SMTP_URL: 'http://mail' })).toThrowError(/SMTP_URL/);
    expect(() => parseEnv({ PORT: '99999' })).toThrowError(/PORT/);
    expect(() => parseEnv({ ADMIN_PASSWORD: 'short' })).toThrowError(/ADMIN_PASSWORD/);
  });

  it('gives the server its limits and compression, refusing values it could not run with', () => {
    expect(serverSettingsOf({})).toMatchObject({
      port: 3000,
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 20_000,
      maxConnections: 1024,
      metricsPort: undefined,
    });
    const tuned = {
      REQUEST_TIMEOUT_SECONDS: '60',
      HEADERS_TIMEOUT_SECONDS: '10',
      MAX_CONNECTIONS: '200',
      COMPRESS: '0',
    };
    expect(() => parseEnv(tuned)).not.toThrow();
    expect(serverSettingsOf(tuned)).toMatchObject({
      requestTimeoutMs: 60_000,
      headersTimeoutMs: 10_000,
      maxConnections: 200,
    });
    expect(() => parseEnv({ HEADERS_TIMEOUT_SECONDS: '40' })).toThrowError(
      /^Invalid HEADERS_TIMEOUT_SECONDS: must not exceed REQUEST_TIMEOUT_SECONDS/,
    );
    for (const bad of ['0', '1.5', 'soon', '3601'])
      expect(() => parseEnv({ REQUEST_TIMEOUT_SECONDS: bad })).toThrowError(/^Invalid REQUEST_TIMEOUT_SECONDS: /);
    expect(() => parseEnv({ MAX_CONNECTIONS: '0' })).toThrowError(/^Invalid MAX_CONNECTIONS: /);
    expect(() => parseEnv({ COMPRESS: 'gzip' })).toThrowError(/^Invalid COMPRESS: /);
  });

  it('parses windows in seconds, minutes, hours and days; https turns on secure cookies', () => {
    expect(parseEnv({ INQUIRY_RATE_LIMIT: '10/1h' }).INQUIRY_RATE_LIMIT).toEqual({ limit: 10, windowMs: 3_600_000 });
    expect(parseEnv({ LOGIN_RATE_LIMIT: '3/30s' }).LOGIN_RATE_LIMIT).toEqual({ limit: 3, windowMs: 30_000 });
    const env = parseEnv({ SITE_URL: 'https://ngoma.example/', SEED_DEMO_CONTENT: 'false' });
    expect(env.siteUrl).toBe('https://ngoma.example');
    expect(env.secureCookies).toBe(true);
    expect(env.SEED_DEMO_CONTENT).toBe(false);
  });

  it('accepts HERO_VIDEO_URL as an absolute http(s) URL or a path on this site, and refuses anything else in one line', () => {
    expect(parseEnv({ HERO_VIDEO_URL: 'https://cdn.example/hero.mp4' }).HERO_VIDEO_URL).toBe(
      'https://cdn.example/hero.mp4',
    );
    expect(parseEnv({ HERO_VIDEO_URL: '/media/hero.mp4' }).HERO_VIDEO_URL).toBe('/media/hero.mp4');
    expect(parseEnv({ HERO_VIDEO_URL: '' }).HERO_VIDEO_URL).toBeUndefined();
    for (const bad of [
      'hero.mp4',
      'not a url',
      'ftp://cdn.example/hero.mp4',
      'javascript:alert(1)',
      '//evil.example/x.mp4',
      'https://',
    ]) {
      expect(() => parseEnv({ HERO_VIDEO_URL: bad }), bad).toThrowError(EnvError);
      try {
        parseEnv({ HERO_VIDEO_URL: bad });
      } catch (error) {
        expect((error as Error).message).toBe(
          'Invalid HERO_VIDEO_URL: must be an absolute http(s) URL or a path on this site starting with /',
        );
      }
    }
  });

  it('stores uploads on disk unless UPLOAD_STORAGE=database, and refuses anything else in one line', () => {
    expect(parseEnv({}).uploadStorage).toBe('disk');
    expect(parseEnv({ UPLOAD_STORAGE: 'database' }).uploadStorage).toBe('database');
    expect(parseEnv({ UPLOAD_STORAGE: ' disk ' }).uploadStorage).toBe('disk');
    expect(() => parseEnv({ UPLOAD_STORAGE: 's3' })).toThrow(
      new EnvError('Invalid UPLOAD_STORAGE: must be disk or database'),
    );
  });
});

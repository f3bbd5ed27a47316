import 'server-only';
import { z } from 'zod';
import { heroVideoOrigin } from '../lib/hero-video.mjs';
import { canonicalTimeZone, DEFAULT_SITE_TIME_ZONE } from '../lib/site-time';
import { analyticsOnOf, type DatabaseConfig, parseDatabaseUrl, siteUrlOf, trustProxyOf } from './config.mjs';

/**
 * The one place the process environment is read. Everything else imports `env()`.
 * A bad value stops start-up with a one-line reason (see `formatEnvError`).
 */

const rateLimitPattern = /^(\d+)\/(\d+)([smhd])$/;
const unitMs = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

export type RateLimitSetting = { limit: number; windowMs: number };

function rateLimit(defaultValue: string) {
  return z
    .string()
    .trim()
    .default(defaultValue)
    .transform((value, ctx): RateLimitSetting => {
      const match = rateLimitPattern.exec(value);
      if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
        ctx.addIssue({ code: 'custom', message: `expected count/window such as 5/15m, got "${value}"` });
        return z.NEVER;
      }
      return { limit: Number(match[1]), windowMs: Number(match[2]) * unitMs[match[3] as keyof typeof unitMs] };
    });
}

export type { DatabaseConfig };
export { parseDatabaseUrl };

function wholeNumber(defaultValue: number, min: number, max: number) {
  return optionalString
    .refine((v) => v === undefined || (/^\d+$/.test(v) && Number(v) >= min && Number(v) <= max), {
      message: `must be a whole number from ${min} to ${max}`,
    })
    .transform((v) => (v === undefined ? defaultValue : Number(v)));
}

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** A server time limit: whole seconds from 1 to 3600. */
const seconds = optionalString.refine(
  (v) => v === undefined || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 3600),
  {
    message: 'must be a whole number of seconds from 1 to 3600',
  },
);

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  DATABASE_URL: optionalString,
  ADMIN_PASSWORD: optionalString.refine((v) => v === undefined || v.length >= 8, {
    message: 'must be at least 8 characters',
  }),
  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  // 1: start-up turns the admin's second factor off (a lost phone and no recovery code; decision 116).
  ADMIN_RESET_SECOND_FACTOR: optionalString
    .refine((v) => v === undefined || ['0', '1', 'true', 'false'].includes(v), { message: 'must be 1 (on) or 0 (off)' })
    .transform((v) => v === '1' || v === 'true'),
  SMTP_URL: optionalString.refine((v) => v === undefined || /^smtps?:\/\/[^/]+/.test(v), {
    message: 'must look like smtp://user:pass@host:587 or smtps://host:465',
  }),
  MAIL_FROM: optionalString.pipe(z.email().optional()),
  INQUIRY_TO: optionalString.pipe(z.email().optional()),
  SITE_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  // The agency's clock (decision 131): every time in the admin and its e-mails, labelled ("19:21 SAST").
  SITE_TIME_ZONE: optionalString.transform((v, ctx) => {
    const zone = canonicalTimeZone(v ?? DEFAULT_SITE_TIME_ZONE);
    if (zone) return zone;
    ctx.addIssue({ code: 'custom', message: `expected an IANA time zone such as Africa/Nairobi, got "${v}"` });
    return z.NEVER;
  }),
  INQUIRY_RATE_LIMIT: rateLimit('5/15m'),
  // Beyond INQUIRY_RATE_LIMIT a valid submission is kept in Spam, not refused (decision 127), up to this many per network.
  INQUIRY_HOLD_LIMIT: rateLimit('200/1d'),
  // Leads (docs/decisions/095-…): Reply-To of the admin's replies (default INQUIRY_TO), the visitor's
  // acknowledgement (0 turns it off), how long closed leads and kept spam stay, and how much spam is kept.
  REPLY_TO: optionalString.pipe(z.email().optional()),
  INQUIRY_ACKNOWLEDGE: optionalString.transform((v) => v !== '0' && v !== 'false'),
  // Acknowledgements sent per day from all visitors together (docs/decisions/115-…); each address gets at most one a day.
  INQUIRY_ACKNOWLEDGE_DAILY_LIMIT: wholeNumber(200, 1, 100_000),
  LEAD_RETENTION_MONTHS: wholeNumber(24, 1, 120),
  SPAM_RETENTION_DAYS: wholeNumber(30, 1, 365),
  // How long the audit log keeps its entries (docs/decisions/137-roles-and-audit-log.md).
  AUDIT_RETENTION_MONTHS: wholeNumber(12, 1, 120),
  SPAM_KEEP_LIMIT: rateLimit('20/1d'),
  SPAM_KEEP_GLOBAL_LIMIT: rateLimit('500/1d'),
  LOGIN_RATE_LIMIT: rateLimit('5/15m'),
  // Checked passwords that were wrong, from all addresses together (docs/decisions/065-…).
  LOGIN_GLOBAL_RATE_LIMIT: rateLimit('100/15m'),
  // Password checks (scrypt, 32 MiB each) running at once in one process.
  LOGIN_CONCURRENCY: optionalString
    .refine((v) => v === undefined || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 8), {
      message: 'must be a whole number from 1 to 8',
    })
    .transform((v) => (v === undefined ? 1 : Number(v))),
  TRUST_PROXY: optionalString.transform((v) => trustProxyOf({ TRUST_PROXY: v })),
  UPLOAD_DIR: optionalString,
  // Where upload bytes live (docs/decisions/083-…): several instances need `database` unless they share UPLOAD_DIR.
  UPLOAD_STORAGE: optionalString.pipe(
    z.enum(['disk', 'database'], { message: 'must be disk or database' }).default('disk'),
  ),
  SEED_DEMO_CONTENT: optionalString.transform((v) => v !== 'false' && v !== '0'),
  HERO_VIDEO_URL: optionalString.refine((v) => v === undefined || heroVideoOrigin(v) !== null, {
    message: 'must be an absolute http(s) URL or a path on this site starting with /',
  }),
  // Read by next.config.mjs (compressOf in config.mjs): 0 when a proxy in front compresses (docs/deploy.md).
  COMPRESS: optionalString.refine((v) => v === undefined || ['0', '1', 'true', 'false'].includes(v), {
    message: 'must be 1 (the app compresses) or 0 (a proxy in front does)',
  }),
  // Read by server/index.mjs (serverSettingsOf in config.mjs); validated here so a bad value stops start-up.
  REQUEST_TIMEOUT_SECONDS: seconds,
  HEADERS_TIMEOUT_SECONDS: seconds,
  MAX_CONNECTIONS: optionalString.refine(
    (v) => v === undefined || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 100_000),
    { message: 'must be a whole number from 1 to 100000' },
  ),
  // Read by server/index.mjs: Prometheus metrics on a loopback-only listener (unset: no listener).
  METRICS_PORT: optionalString.refine(
    (v) => v === undefined || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 65535),
    { message: 'must be a port number between 1 and 65535' },
  ),
  // Read by server/index.mjs: /metrics on the main port for `Authorization: Bearer <token>` (unset: 404).
  METRICS_TOKEN: optionalString.refine((v) => v === undefined || (v.length >= 24 && !/\s/.test(v)), {
    message: 'must be at least 24 characters without spaces (e.g. openssl rand -hex 32)',
  }),
  // First-party page-view counting (docs/decisions/147-first-party-analytics.md): 0 turns collection and
  // lead attribution off; raw page views are kept this many days before only the daily totals remain.
  ANALYTICS: optionalString
    .refine((v) => v === undefined || ['0', '1', 'true', 'false'].includes(v), { message: 'must be 1 (on) or 0 (off)' })
    .transform((v) => analyticsOnOf({ ANALYTICS: v })),
  ANALYTICS_RAW_DAYS: wholeNumber(30, 1, 400),
  // Revisions kept per content item (docs/decisions/091-revisions.md): older ones are deleted on save.
  REVISIONS_PER_ITEM: optionalString
    .refine((v) => v === undefined || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 1000), {
      message: 'must be a whole number from 1 to 1000',
    })
    .transform((v) => (v === undefined ? 50 : Number(v))),
  PORT: optionalString.refine((v) => v === undefined || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 65535), {
    message: 'must be a port number between 1 and 65535',
  }),
});

export type Env = Omit<z.infer<typeof schema>, 'DATABASE_URL' | 'UPLOAD_STORAGE'> & {
  database: DatabaseConfig;
  siteUrl: string;
  uploadDir: string;
  uploadStorage: 'disk' | 'database';
  secureCookies: boolean;
};

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new EnvError(`Invalid ${String(issue.path[0] ?? 'environment')}: ${issue.message}`);
  }
  let database: DatabaseConfig;
  try {
    database = parseDatabaseUrl(source.DATABASE_URL);
  } catch (error) {
    throw new EnvError(`Invalid DATABASE_URL: ${(error as Error).message}`);
  }
  const { DATABASE_URL: _ignored, UPLOAD_STORAGE: uploadStorage, ...rest } = result.data;
  const port = rest.PORT ?? '3000';
  if (rest.METRICS_PORT !== undefined && rest.METRICS_PORT === port)
    throw new EnvError('Invalid METRICS_PORT: must differ from PORT (the metrics listener is a separate one)');
  if (Number(rest.HEADERS_TIMEOUT_SECONDS ?? 20) > Number(rest.REQUEST_TIMEOUT_SECONDS ?? 30))
    throw new EnvError('Invalid HEADERS_TIMEOUT_SECONDS: must not exceed REQUEST_TIMEOUT_SECONDS (30 by default)');
  const siteUrl = siteUrlOf({ SITE_URL: rest.SITE_URL, PORT: port });
  return {
    ...rest,
    database,
    siteUrl,
    uploadDir: rest.UPLOAD_DIR ?? './data/uploads',
    uploadStorage,
    secureCookies: siteUrl.startsWith('https://'),
  };
}

let cached: Env | undefined;

/** The validated environment of this process (parsed once). */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** For tests that change process.env between cases. */
export function resetEnvForTests() {
  cached = undefined;
}

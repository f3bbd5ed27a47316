import 'server-only';
import { readSiteSettings } from '@/server/repositories/site-settings';
import { pruneSessions } from './auth/session';
import { env } from './env';
import { applyRetention } from './inquiries/pipeline';
import { setProcessOutbox, smtpMailer, startOutbox } from './mail/outbox';
import { onShutdown } from './shutdown';
import { pruneRateLimits } from './repositories/rate-limits';
import { pruneAnalytics } from './repositories/analytics';
import { deleteExpiredSignInChallenges } from './repositories/sessions';
import { logError } from './log';
import { announceScheduleBoundaries, SCHEDULE_TICK_MS } from './schedule';

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Starts the server's background workers: hourly housekeeping, and the mail outbox (when SMTP_URL is set). */
export async function startBackgroundWork() {
  const config = env();
  startHousekeeping();
  startScheduleTick();
  // Without SMTP_URL inquiries stay 'pending' in the inbox; prepare.ts already logged that mail is off.
  if (!config.SMTP_URL) return;
  // The agency's name and address as the settings give them at start-up.
  const site = await readSiteSettings();
  const outbox = startOutbox({
    mailer: smtpMailer(config.SMTP_URL),
    settings: {
      to: config.INQUIRY_TO ?? site.email,
      from: config.MAIL_FROM ?? site.email,
      siteName: site.name,
      siteUrl: config.siteUrl,
    },
  });
  setProcessOutbox(outbox);
  onShutdown({
    name: 'mail outbox',
    stop: async () => {
      setProcessOutbox(undefined);
      await outbox.stop();
    },
  });
}

/**
 * Deletes rows that can no longer matter: rate-limit windows older than the longest configured
 * window (at least a day; every client address leaves one row per kind, so the table would only
 * grow), expired sessions and expired sign-in challenges, and (daily) leads past their retention period. Several instances may all run it: each
 * statement is an idempotent delete.
 */
export async function housekeeping(now = new Date()) {
  const { LOGIN_RATE_LIMIT, LOGIN_GLOBAL_RATE_LIMIT, INQUIRY_RATE_LIMIT, SPAM_KEEP_LIMIT, SPAM_KEEP_GLOBAL_LIMIT } =
    env();
  const longestWindowMs = Math.max(
    DAY_MS,
    LOGIN_RATE_LIMIT.windowMs,
    LOGIN_GLOBAL_RATE_LIMIT.windowMs,
    INQUIRY_RATE_LIMIT.windowMs,
    SPAM_KEEP_LIMIT.windowMs,
    SPAM_KEEP_GLOBAL_LIMIT.windowMs,
  );
  const rateLimits = await pruneRateLimits(new Date(now.getTime() - longestWindowMs));
  const sessions = await pruneSessions(now);
  await deleteExpiredSignInChallenges(now.toISOString());
  // Page views roll up into daily totals; past days' salts and old raw views go (decision 147).
  const analytics = await pruneAnalytics(now, env().ANALYTICS_RAW_DAYS);
  // Personal data past its retention period goes once a day (logged as retention.deleted).
  let retention: Awaited<ReturnType<typeof applyRetention>> | undefined;
  if (retentionRanAt === undefined || now.getTime() - retentionRanAt >= DAY_MS) {
    retention = await applyRetention(now);
    retentionRanAt = now.getTime();
  }
  return { rateLimits, sessions, retention, analytics };
}

let retentionRanAt: number | undefined;

function startHousekeeping() {
  const run = () => housekeeping().catch((error: unknown) => logError('housekeeping.error', error));
  void run();
  const timer = setInterval(() => void run(), HOUSEKEEPING_INTERVAL_MS);
  timer.unref();
  onShutdown({ name: 'housekeeping', stop: () => clearInterval(timer) });
}

/** Scheduled publishing: every few seconds, announce windows that opened or closed (src/server/schedule.ts). */
function startScheduleTick() {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await announceScheduleBoundaries();
    } catch (error) {
      logError('schedule.error', error);
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), SCHEDULE_TICK_MS);
  timer.unref();
  onShutdown({ name: 'schedule tick', stop: () => clearInterval(timer) });
}

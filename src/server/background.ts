import 'server-only';
import { site } from '@/content/site';
import { pruneSessions } from './auth/session';
import { env } from './env';
import { setProcessOutbox, smtpMailer, startOutbox } from './mail/outbox';
import { onShutdown } from './process';
import { pruneRateLimits } from './repositories/rate-limits';
import { deleteExpiredSignInChallenges } from './repositories/sessions';
import { logError } from './log';

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Starts the server's background workers: hourly housekeeping, and the mail outbox (when SMTP_URL is set). */
export async function startBackgroundWork() {
  const config = env();
  startHousekeeping();
  // Without SMTP_URL inquiries stay 'pending' in the inbox; prepare.ts already logged that mail is off.
  if (!config.SMTP_URL) return;
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
 * grow), expired sessions and expired sign-in challenges. Several instances may all run it: each
 * statement is an idempotent delete.
 */
export async function housekeeping(now = new Date()) {
  const { LOGIN_RATE_LIMIT, LOGIN_GLOBAL_RATE_LIMIT, INQUIRY_RATE_LIMIT } = env();
  const longestWindowMs = Math.max(
    DAY_MS,
    LOGIN_RATE_LIMIT.windowMs,
    LOGIN_GLOBAL_RATE_LIMIT.windowMs,
    INQUIRY_RATE_LIMIT.windowMs,
  );
  const rateLimits = await pruneRateLimits(new Date(now.getTime() - longestWindowMs));
  const sessions = await pruneSessions(now);
  await deleteExpiredSignInChallenges(now.toISOString());
  return { rateLimits, sessions };
}

function startHousekeeping() {
  const run = () => housekeeping().catch((error: unknown) => logError('housekeeping.error', error));
  void run();
  const timer = setInterval(run, HOUSEKEEPING_INTERVAL_MS);
  timer.unref();
  onShutdown({ name: 'housekeeping', stop: () => clearInterval(timer) });
}

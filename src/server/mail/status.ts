import 'server-only';
import { env } from '../env';

/**
 * Whether this site can send e-mail at all: SMTP_URL set. Unset (the default) the outbox never
 * starts, so every inquiry, acknowledgement and reply waits unsent; the admin says so wherever it
 * would otherwise read "Pending" or "queued" (decision 127).
 */
export function mailConfigured() {
  return Boolean(env().SMTP_URL);
}

/** The SMTP server's host and port, never the user name or password in SMTP_URL. */
export function mailServer() {
  const url = env().SMTP_URL;
  if (!url) return undefined;
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}

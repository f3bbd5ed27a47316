import 'server-only';
import nodemailer from 'nodemailer';
import { logError, logEvent, logWarning } from '../log';
import { metrics } from '../metrics.mjs';
import { claimDueInquiry, findInquiryById, recordDelivery } from '../repositories/inquiries';
import {
  claimDueMailMessage,
  findMailMessageById,
  queueMailMessage,
  recordMailDelivery,
} from '../repositories/mail-messages';
import { deadDeliveryAlert, outgoing } from './lead-messages';
import { buildInquiryMessage, type MailSettings } from './message';
import type { MailPurpose } from '@/lib/schemas/leads';

/**
 * The outbox: inquiries are stored as 'pending' and this worker e-mails them. Each message is
 * claimed with a database lock (see claimDueInquiry), so several server instances can share one
 * PostgreSQL outbox and no message is sent twice while its claim lasts. SMTP timeouts are kept well
 * below the claim, so a slow server cannot outlive it. (A crash between the SMTP server accepting a
 * message and the 'sent' update can still repeat that one message: delivery is at least once.)
 */

export const CLAIM_MS = 60_000;
const STOP_GRACE_MS = 5_000;
export const FIRST_RETRY_MS = 60_000;
export const MAX_RETRY_MS = 60 * 60_000;
/** Temporary failures are retried at least this long after the visitor submitted, or after an admin's Retry. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

/** Exponential backoff: 1 min, 2, 4 … capped at 1 h. `failures` counts this one. */
export function retryDelayMs(failures: number) {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1), MAX_RETRY_MS);
}

/** SMTP 5xx replies are permanent; 4xx replies, refused connections and timeouts are temporary. */
export function isPermanentFailure(error: unknown) {
  const code = (error as { responseCode?: unknown })?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function describe(error: unknown) {
  const e = error as { responseCode?: number; code?: string; message?: string };
  return [e?.responseCode, e?.code, e?.message ?? String(error)].filter(Boolean).join(' ');
}

export type OutgoingMail = ReturnType<typeof buildInquiryMessage> | ReturnType<typeof outgoing>;
export type Mailer = { send: (message: OutgoingMail) => Promise<unknown>; close: () => void };

export function smtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return { send: (message) => transport.sendMail(message), close: () => transport.close() };
}

type Claimed = {
  what: 'inquiry' | MailPurpose;
  id: number;
  inquiryId: number | null;
  attempts: number;
  queuedAt: string;
  message: OutgoingMail;
  record: (outcome: Parameters<typeof recordDelivery>[2]) => Promise<boolean>;
};

async function loadInquiry(id: number, lockToken: string, settings: MailSettings): Promise<Claimed | undefined> {
  const inquiry = await findInquiryById(id);
  if (!inquiry) return undefined;
  return {
    what: 'inquiry',
    id,
    inquiryId: id,
    attempts: inquiry.attempts,
    queuedAt: inquiry.retried_at ?? inquiry.created_at,
    // To the agents of the lead's office when it has any (decision 143), else to INQUIRY_TO.
    message: buildInquiryMessage(inquiry, inquiry.notify_to ? { ...settings, to: inquiry.notify_to } : settings),
    record: (outcome) => recordDelivery(id, lockToken, outcome),
  };
}

async function loadMailMessage(id: number, lockToken: string, settings: MailSettings): Promise<Claimed | undefined> {
  const message = await findMailMessageById(id);
  if (!message) return undefined;
  return {
    what: message.purpose,
    id,
    inquiryId: message.inquiry_id,
    attempts: Number(message.attempts),
    queuedAt: message.retried_at ?? message.created_at,
    message: outgoing(message, settings),
    record: (outcome) => recordMailDelivery(id, lockToken, outcome),
  };
}

/** Sends one claimed message and records the outcome. */
async function deliver(mailer: Mailer, settings: MailSettings, claimed: Claimed, now: () => Date) {
  const { id, what } = claimed;
  const log = { [what === 'inquiry' ? 'inquiry' : 'mail']: id, ...(what === 'inquiry' ? {} : { purpose: what }) };
  try {
    await mailer.send(claimed.message);
    await claimed.record({ state: 'sent', at: now() });
    metrics().outboxDeliveries.inc({ outcome: 'sent' });
    logEvent('mail.outbox.sent', { ...log, attempt: claimed.attempts + 1 });
  } catch (error) {
    const failures = claimed.attempts + 1;
    const at = now();
    const reason = describe(error);
    const expired = at.getTime() - new Date(claimed.queuedAt).getTime() >= GIVE_UP_AFTER_MS;
    if (isPermanentFailure(error) || expired) {
      const recorded = await claimed.record({ state: 'failed', error: reason });
      metrics().outboxDeliveries.inc({ outcome: 'failed' });
      logWarning('mail.outbox.failed', { ...log, attempt: failures, reason });
      // Dead: the agency hears about it once (this transition happens once per queueing), and an
      // alert that cannot be delivered does not raise another.
      if (recorded && what !== 'alert') {
        await queueMailMessage(
          deadDeliveryAlert({ what, id, inquiryId: claimed.inquiryId, error: reason }, settings),
          at,
        );
      }
    } else {
      const nextAttemptAt = new Date(at.getTime() + retryDelayMs(failures));
      await claimed.record({ state: 'pending', error: reason, nextAttemptAt });
      metrics().outboxDeliveries.inc({ outcome: 'retry' });
      logWarning('mail.outbox.retry', { ...log, attempt: failures, retryAt: nextAttemptAt.toISOString(), reason });
    }
  }
}

export type OutboxOptions = {
  mailer: Mailer;
  settings: MailSettings;
  pollMs?: number;
  now?: () => Date;
  /** false: no polling loop, only explicit drain() calls (tests). */
  poll?: boolean;
};

export type Outbox = {
  /** Sends every message that is due now; resolves with how many were attempted. */
  drain: () => Promise<number>;
  /** Wake the worker now (after a submission) instead of at the next poll. */
  nudge: () => void;
  stop: () => Promise<void>;
};

export function startOutbox({
  mailer,
  settings,
  pollMs = 2_000,
  now = () => new Date(),
  poll = true,
}: OutboxOptions): Outbox {
  let stopped = false;
  let wake: (() => void) | undefined;
  let running: Promise<number> | undefined;

  const drainOnce = async () => {
    let attempted = 0;
    // The inquiries to the agency first, then the other messages (acknowledgements, replies, alerts).
    while (!stopped) {
      const claimed = await claimDueInquiry(CLAIM_MS, now());
      if (!claimed?.locked_until) break;
      attempted++;
      const loaded = await loadInquiry(claimed.id, claimed.locked_until, settings);
      if (loaded) await deliver(mailer, settings, loaded, now);
    }
    while (!stopped) {
      const claimed = await claimDueMailMessage(CLAIM_MS, now());
      if (!claimed?.locked_until) break;
      attempted++;
      const loaded = await loadMailMessage(claimed.id, claimed.locked_until, settings);
      if (loaded) await deliver(mailer, settings, loaded, now);
    }
    return attempted;
  };
  // One drain at a time per process; a second caller waits for the running one, then runs again.
  const drain = async (): Promise<number> => {
    while (running) await running.catch(() => 0);
    running = drainOnce().finally(() => (running = undefined));
    return running;
  };

  const loop = (async () => {
    while (poll && !stopped) {
      try {
        await drain();
      } catch (error) {
        logError('mail.outbox.error', error);
      }
      if (stopped) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
  })();

  return {
    drain,
    nudge: () => wake?.(),
    stop: async () => {
      stopped = true;
      wake?.();
      // SIGTERM must finish within 10 s: wait briefly for a send in flight, then close the transport.
      // An interrupted message keeps its claim until it expires and is then retried.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([loop, new Promise<void>((resolve) => (timer = setTimeout(resolve, STOP_GRACE_MS)))]);
      clearTimeout(timer);
      mailer.close();
    },
  };
}

// The worker of this server process, so a submission can nudge it (see background.ts).
const holder = ((globalThis as { __agencyOutbox?: { outbox?: Outbox } }).__agencyOutbox ??= {});

export function setProcessOutbox(outbox: Outbox | undefined) {
  holder.outbox = outbox;
}

export function nudgeOutbox() {
  holder.outbox?.nudge();
}

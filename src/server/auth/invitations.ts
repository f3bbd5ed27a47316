import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { roles, type Role } from '@/lib/roles';
import { env } from '../env';
import { escapeHtml, oneLine } from '../mail/message';
import { nudgeOutbox } from '../mail/outbox';
import { queueMailMessage } from '../repositories/mail-messages';
import { createInvitation, setInvitationMail } from '../repositories/invitations';
import { readSiteSettings } from '../repositories/site-settings';
import { addressBucket } from '../security/address-bucket.mjs';
import { consumeRateLimit, refundRateLimitHit } from '../security/rate-limit';

type Invitation = Awaited<ReturnType<typeof createInvitation>>;

/** How long an invitation link opens the way to an account (issue 25). */
export const INVITATION_TTL_MS = 48 * 60 * 60 * 1000;
/** Invitations (and resends) one account may send per day: a stolen Owner session cannot spam. */
export const INVITATIONS_PER_DAY = 20;
/** Invitations sent from one network address (its /64 for IPv6) per day, whichever accounts send them. */
export const INVITATIONS_PER_ADDRESS_PER_DAY = 20;
/** Invitations to one e-mail address per day (resends included): nobody's inbox is flooded. */
export const INVITATIONS_PER_RECIPIENT_PER_DAY = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

export const TOO_MANY_INVITATIONS = 'You have sent the most invitations allowed in a day. Please try again tomorrow.';
export const TOO_MANY_INVITATIONS_FROM_ADDRESS =
  'This network has sent the most invitations allowed in a day. Please try again tomorrow.';
export const TOO_MANY_INVITATIONS_TO_RECIPIENT =
  'That address has been sent the most invitations allowed in a day. Please try again tomorrow.';

/**
 * Counts one invitation against the inviting account, the address it is sent from and the e-mail it
 * goes to (the existing rate limits, one atomic count each). On a refusal, the counts already taken
 * are given back, so a refused invitation uses up nobody's allowance: the refusal's message, or null.
 */
async function throttleInvitation(input: { email: string; invitedBy: number; ip: string }, now: Date) {
  const checks = [
    [`invite:${input.invitedBy}`, INVITATIONS_PER_DAY, TOO_MANY_INVITATIONS],
    [`invite-from:${addressBucket(input.ip)}`, INVITATIONS_PER_ADDRESS_PER_DAY, TOO_MANY_INVITATIONS_FROM_ADDRESS],
    [
      `invite-to:${input.email.trim().toLowerCase()}`,
      INVITATIONS_PER_RECIPIENT_PER_DAY,
      TOO_MANY_INVITATIONS_TO_RECIPIENT,
    ],
  ] as const;
  const counted: string[] = [];
  for (const [key, limit, message] of checks) {
    counted.push(key);
    if (!(await consumeRateLimit(key, { limit, windowMs: DAY_MS }, now)).allowed) {
      for (const taken of counted) await refundRateLimitHit(taken);
      return message;
    }
  }
  return null;
}

export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const looksLikeInvitationToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

export const invitationPath = (token: string) => `/admin-login/invite/${token}`;

/**
 * Invites `email` with `role`: a new 32-byte token (only its hash is stored), the e-mail with the
 * link queued in the outbox. Counted per inviting account, per address it comes from (`ip`) and
 * per recipient; `{ refused }` with the message when over a day's limit, and nothing is stored.
 */
export async function sendInvitation(
  input: { email: string; role: Role; invitedBy: number; ip: string; offices?: readonly string[] },
  now = new Date(),
): Promise<{ refused: string } | { invitation: Invitation; token: string }> {
  const refused = await throttleInvitation(input, now);
  if (refused) return { refused };
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  const invitation = await createInvitation({ ...input, tokenHash: hashInvitationToken(token), expiresAt });
  const site = await readSiteSettings();
  const link = new URL(invitationPath(token), env().siteUrl).toString();
  const blocks = [
    'Hello,',
    `You are invited to the admin of ${site.name} as ${roles[input.role].label}.`,
    `Choose your password here (the link works once, for 48 hours):\n${link}`,
    'If you did not expect this, ignore this e-mail: nothing happens without the link.',
    site.name,
  ];
  const text = blocks.join('\n\n');
  const message = await queueMailMessage(
    {
      inquiry_id: null,
      purpose: 'invitation',
      to_address: input.email,
      subject: oneLine(`Your invitation to the ${site.name} admin`, 250),
      text,
      html: `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1c1917;line-height:1.5">${blocks
        .map((b) => `<p>${escapeHtml(b).replace(/\n/g, '<br>')}</p>`)
        .join('\n')}</body></html>`,
    },
    now,
  );
  await setInvitationMail(invitation.id, message.id);
  nudgeOutbox();
  return { invitation, token };
}

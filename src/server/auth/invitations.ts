import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { roles, type Role } from '@/lib/roles';
import { env } from '../env';
import { escapeHtml, oneLine } from '../mail/message';
import { nudgeOutbox } from '../mail/outbox';
import { queueMailMessage } from '../repositories/mail-messages';
import { createInvitation, setInvitationMail } from '../repositories/invitations';
import { readSiteSettings } from '../repositories/site-settings';
import { consumeRateLimit } from '../security/rate-limit';

/** How long an invitation link opens the way to an account (issue 25). */
export const INVITATION_TTL_MS = 48 * 60 * 60 * 1000;
/** Invitations (and resends) one account may send per day: a stolen Owner session cannot spam. */
export const INVITATIONS_PER_DAY = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const looksLikeInvitationToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

export const invitationPath = (token: string) => `/admin-login/invite/${token}`;

/**
 * Invites `email` with `role`: a new 32-byte token (only its hash is stored), the e-mail with the
 * link queued in the outbox. Counted per inviting account; null when over the day's limit.
 */
export async function sendInvitation(input: { email: string; role: Role; invitedBy: number }, now = new Date()) {
  const allowed = await consumeRateLimit(
    `invite:${input.invitedBy}`,
    { limit: INVITATIONS_PER_DAY, windowMs: DAY_MS },
    now,
  );
  if (!allowed.allowed) return null;
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

import { z } from 'zod';

/**
 * The lead pipeline and the admin forms that move a lead along it. Shared by the server (zod
 * parsing in the admin actions, the repository's types) and the admin pages (labels).
 */
export const INQUIRY_STATUSES = ['new', 'contacted', 'proposal', 'won', 'lost'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/**
 * Why a submission waits in Spam: the hidden field was filled, the form came back too fast, or it
 * was one of many from one network within the limit (INQUIRY_RATE_LIMIT; decision 127): kept, not refused.
 */
export const SPAM_REASON_LABELS: Record<string, string> = {
  honeypot: 'hidden field filled',
  'too-fast': 'sent too fast',
  'rate-limit': 'held: many messages from this network',
};

export function spamReasonLabel(reason: string) {
  return SPAM_REASON_LABELS[reason] ?? reason;
}

/** What an unsent message reads as while e-mail is off (SMTP_URL unset; decision 127). */
export const MAIL_OFF_STATE = 'Not sent: e-mail is not set up';

export const STATUS_LABELS: Record<InquiryStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  proposal: 'Proposal sent',
  won: 'Won',
  lost: 'Lost',
};

/** Won and Lost close a lead: it counts as handled, and the retention period runs from then. */
export const CLOSED_STATUSES: readonly InquiryStatus[] = ['won', 'lost'];

export function isInquiryStatus(value: unknown): value is InquiryStatus {
  return typeof value === 'string' && (INQUIRY_STATUSES as readonly string[]).includes(value);
}

/** What an outbox message other than the inquiry itself is for. */
export type MailPurpose = 'acknowledgement' | 'reply' | 'alert' | 'invitation';

export const INBOX_SORTS = ['newest', 'oldest', 'name', 'status'] as const;
export type InboxSort = (typeof INBOX_SORTS)[number];
export const SORT_LABELS: Record<InboxSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  name: 'Name (A–Z)',
  status: 'Last stage change',
};

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const noNul = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((v) => !v.includes('\u0000'), `${label} contains characters that are not allowed.`);

export const statusChangeForm = z
  .object({
    id,
    status: z.enum(INQUIRY_STATUSES, { error: 'Choose a status.' }),
    reason: z.string().trim().max(500, 'The reason must be at most 500 characters.').optional().default(''),
  })
  .refine((v) => v.status !== 'lost' || v.reason.length > 0, {
    path: ['reason'],
    message: 'Say why the lead was lost.',
  });

export const noteForm = z.object({ id, body: noNul('The note', 5000) });

export const replyForm = z.object({
  id,
  subject: noNul('The subject', 200).refine((v) => !/[\r\n]/.test(v), 'The subject must be one line.'),
  body: noNul('The message', 20_000),
});

export const idForm = z.object({ id });

/** "Assigned to": an account's id, or empty for nobody (docs/decisions/143-lead-offices-and-assignment.md). */
export const assignForm = z.object({
  id,
  assignee: z.union(
    [z.literal('').transform(() => null), z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)],
    {
      error: 'Choose someone from the list.',
    },
  ),
});

/** Where a reply went when the site could not send it (e-mail off): the operator's own apps. */
export const REPLY_CHANNELS = ['mail-app', 'whatsapp'] as const;
export type ReplyChannel = (typeof REPLY_CHANNELS)[number];
export const REPLY_CHANNEL_LABELS: Record<ReplyChannel, string> = {
  'mail-app': 'from your own mail app',
  whatsapp: 'on WhatsApp',
};

/** "Record in timeline": the reply the operator sent from their own mail app or WhatsApp. */
export const recordReplyForm = z.object({
  id,
  channel: z.enum(REPLY_CHANNELS, { error: 'Say where you sent it.' }),
  // A browser sends a text area's line breaks as CRLF; kept as the operator wrote them.
  body: noNul('The message', 20_000).transform((text) => text.replace(/\r\n?/g, '\n')),
});

export const personalDataForm = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email({ error: 'Enter an e-mail address.' })),
});

export const eraseForm = personalDataForm
  .extend({
    confirm: z.string().trim().toLowerCase().max(254),
  })
  .refine((v) => v.confirm === v.email, {
    path: ['confirm'],
    message: 'Type the e-mail address again to confirm the erasure.',
  });

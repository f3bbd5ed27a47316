'use server';

import { refresh } from 'next/cache';
import { z } from 'zod';
import { actionFailed, actionSucceeded } from '@/lib/action-result';
import {
  assignForm,
  eraseForm,
  idForm,
  noteForm,
  recordReplyForm,
  replyForm,
  STATUS_LABELS,
  statusChangeForm,
} from '@/lib/schemas/leads';
import { adminFormAction } from '@/server/actions/admin-action';
import { actorLabel } from '@/server/auth/guard';
import { recordOutsideReply, releaseFromSpam, replyToInquiry } from '@/server/inquiries/pipeline';
import { logEvent } from '@/server/log';
import { nudgeOutbox } from '@/server/mail/outbox';
import { mailConfigured } from '@/server/mail/status';
import { markInquiryHandled, retryInquiry } from '@/server/repositories/inquiries';
import {
  addInquiryNote,
  assignInquiry,
  AssignmentRefused,
  changeInquiryStatus,
  erasePersonalData,
} from '@/server/repositories/leads';
import { retryMailMessage } from '@/server/repositories/mail-messages';

/** The inbox's one-button forms send the inquiry's id and nothing else. */
const inquiryIdForm = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const options = (name: string) => ({
  name,
  permission: 'leads' as const,
  invalidMessage: 'Unknown inquiry.',
  lead: 'inquiry' as const,
});
const MAIL_OFF_REPLY =
  'E-mail is not set up, so this site cannot send your reply. Use "Open in my mail app" or WhatsApp on the inquiry.';

export const markHandledAction = adminFormAction(
  inquiryIdForm,
  async ({ id }, { session }) => {
    await markInquiryHandled(id, new Date(), session.user.email);
    refresh();
    return actionSucceeded({ message: 'Marked as handled.' });
  },
  options('mark handled'),
);

export const retryAction = adminFormAction(
  inquiryIdForm,
  async ({ id }) => {
    const row = await retryInquiry(id);
    if (!row) return actionFailed('Only failed messages can be retried.');
    nudgeOutbox();
    refresh();
    return actionSucceeded({ message: 'Queued for another delivery attempt.' });
  },
  options('retry delivery'),
);

/** Retry for a failed acknowledgement, reply or alert (the dashboard's failed deliveries). */
export const retryMailAction = adminFormAction(
  idForm,
  async ({ id }) => {
    const row = await retryMailMessage(id);
    if (!row) return actionFailed('Only failed messages can be retried.');
    nudgeOutbox();
    refresh();
    return actionSucceeded({ message: 'Queued for another delivery attempt.' });
  },
  { name: 'retry mail', permission: 'leads', invalidMessage: 'Unknown message.', lead: 'mail message' },
);

export const changeStatusAction = adminFormAction(
  statusChangeForm,
  async ({ id, status, reason }, { session }) => {
    const changed = await changeInquiryStatus(id, status, { reason, author: actorLabel(session.user) });
    if (!changed) return actionFailed(`This inquiry is already ${STATUS_LABELS[status]}, or no longer exists.`);
    refresh();
    return actionSucceeded({ message: `Status set to ${STATUS_LABELS[status]}.` });
  },
  { name: 'change status', permission: 'leads', lead: 'inquiry' },
);

/** "Assigned to" on the lead screen: an account that may take the lead's office, or nobody; in the timeline and the audit log. */
export const assignLeadAction = adminFormAction(
  assignForm,
  async ({ id, assignee }, { session }) => {
    let changed: boolean;
    try {
      changed = await assignInquiry(id, assignee, { author: actorLabel(session.user) });
    } catch (error) {
      if (error instanceof AssignmentRefused) return actionFailed(error.message, { assignee: error.message });
      throw error;
    }
    if (!changed) return actionFailed('The lead is already assigned so, or no longer exists.');
    refresh();
    return actionSucceeded({ message: assignee === null ? 'Lead unassigned.' : 'Lead assigned.' });
  },
  { name: 'assign lead', permission: 'leads', lead: 'inquiry' },
);

export const addNoteAction = adminFormAction(
  noteForm,
  async ({ id, body }, { session }) => {
    if (!(await addInquiryNote(id, body, { author: actorLabel(session.user) })))
      return actionFailed('Unknown inquiry.');
    refresh();
    return actionSucceeded({ message: 'Note added.' });
  },
  { name: 'add note', permission: 'leads', lead: 'inquiry' },
);

export const replyAction = adminFormAction(
  replyForm,
  async ({ id, subject, body }, { session }) => {
    // Queued with e-mail off, it would wait for ever while the page said "queued" (decision 127).
    if (!mailConfigured()) return actionFailed(MAIL_OFF_REPLY);
    const queued = await replyToInquiry(id, { subject, body, author: actorLabel(session.user) });
    if (!queued) return actionFailed('This inquiry cannot be answered from here (unknown, or still in Spam).');
    nudgeOutbox();
    refresh();
    return actionSucceeded({ message: 'Reply queued for sending.' });
  },
  { name: 'reply', permission: 'leads', lead: 'inquiry' },
);

/** "Record in timeline": the reply sent from the operator's own mail app or WhatsApp while e-mail is off. */
export const recordReplyAction = adminFormAction(
  recordReplyForm,
  async ({ id, channel, body }, { session }) => {
    if (!(await recordOutsideReply(id, { channel, body, author: actorLabel(session.user) }))) {
      return actionFailed('This inquiry cannot be answered from here (unknown, or still in Spam).');
    }
    refresh();
    return actionSucceeded({ message: 'Reply recorded in the timeline.' });
  },
  { name: 'record reply', permission: 'leads', lead: 'inquiry' },
);

export const releaseSpamAction = adminFormAction(
  idForm,
  async ({ id }) => {
    if (!(await releaseFromSpam(id))) return actionFailed('This submission is not in Spam any more.');
    nudgeOutbox();
    refresh();
    return actionSucceeded({
      message: mailConfigured()
        ? 'Moved to the inbox and e-mailed.'
        : 'Moved to the inbox. Not e-mailed: e-mail is not set up.',
    });
  },
  options('release from spam'),
);

export const eraseAction = adminFormAction(
  eraseForm,
  async ({ email }, { session }) => {
    const erased = await erasePersonalData(email);
    // The log names who erased and how much, never the address erased.
    logEvent('personal_data.erased', { by: session.user.email, ...erased });
    refresh();
    return actionSucceeded({
      message: `Erased ${erased.inquiries} inquir${erased.inquiries === 1 ? 'y' : 'ies'}, ${erased.events} timeline entr${erased.events === 1 ? 'y' : 'ies'}, ${erased.messages} e-mail${erased.messages === 1 ? '' : 's'} and ${erased.files} file${erased.files === 1 ? '' : 's'}.`,
    });
  },
  { name: 'erase personal data', permission: 'personal-data' },
);

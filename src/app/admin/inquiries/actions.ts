'use server';

import { refresh } from 'next/cache';
import { AdminAuthError, assertAdmin } from '@/server/auth/guard';
import { nudgeOutbox } from '@/server/mail/outbox';
import { markInquiryHandled, retryInquiry } from '@/server/repositories/inquiries';

export type InboxActionResult = { ok: true; message: string } | { ok: false; message: string };

function inquiryId(form: FormData) {
  // A server action accepts JSON arguments from anyone: only a form is a form.
  if (!(form instanceof FormData)) return null;
  const id = Number(form.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

async function guarded(run: () => Promise<InboxActionResult>): Promise<InboxActionResult> {
  try {
    await assertAdmin();
    return await run();
  } catch (error) {
    if (error instanceof AdminAuthError) return { ok: false, message: 'Your session has ended. Please sign in again.' };
    console.error('[inquiries] admin action failed:', error);
    return { ok: false, message: 'Something went wrong. Please try again.' };
  }
}

export async function markHandledAction(_previous: InboxActionResult | null, form: FormData) {
  return guarded(async () => {
    const id = inquiryId(form);
    if (!id) return { ok: false, message: 'Unknown inquiry.' };
    await markInquiryHandled(id);
    refresh();
    return { ok: true, message: 'Marked as handled.' };
  });
}

export async function retryAction(_previous: InboxActionResult | null, form: FormData) {
  return guarded(async () => {
    const id = inquiryId(form);
    if (!id) return { ok: false, message: 'Unknown inquiry.' };
    const row = await retryInquiry(id);
    if (!row) return { ok: false, message: 'Only failed messages can be retried.' };
    nudgeOutbox();
    refresh();
    return { ok: true, message: 'Queued for another delivery attempt.' };
  });
}

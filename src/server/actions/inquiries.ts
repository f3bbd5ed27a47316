'use server';

import type { InquiryFormState } from '@/lib/schemas/inquiries';
import { nudgeOutbox } from '../mail/outbox';
import { GENERIC_FAILURE, submitInquiry } from '../inquiries/submit';
import { clientIp } from '../security/client-ip';
import { logError } from '@/server/log';

/**
 * The inquiry forms' server action (JavaScript path; Next.js refuses foreign origins for server
 * actions). Forms sent without JavaScript post to /contact/submit instead, which shares
 * submitInquiry() and can answer with real HTTP statuses (429, 413…).
 */
export async function sendInquiry(_previous: InquiryFormState, form: FormData): Promise<InquiryFormState> {
  const nonce = Date.now();
  // A server action accepts JSON arguments from anyone: only a form is a form.
  if (!(form instanceof FormData)) return { status: 'error', nonce, message: GENERIC_FAILURE };
  try {
    const outcome = await submitInquiry(form, { ip: await clientIp() });
    if (!outcome.ok) return { status: 'error', nonce, message: outcome.message, fieldErrors: outcome.fieldErrors };
    if (outcome.id !== null) nudgeOutbox();
    return { status: 'success', nonce };
  } catch (error) {
    logError('inquiry.submit.error', error);
    return { status: 'error', nonce, message: GENERIC_FAILURE };
  }
}

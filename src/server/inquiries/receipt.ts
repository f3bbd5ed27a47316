import 'server-only';
import { z } from 'zod';
import { INQUIRY_KINDS } from '@/lib/schemas/inquiries';
import { openSignedValue, signValue } from '../auth/signed-value';

/**
 * What the confirmation page may say about the inquiry just sent
 * (docs/decisions/129-confirmation-page-whatsapp-and-cv-files.md): the kind, its reference, the
 * talent of a booking and its date, the position of an application. It travels in the page's
 * address, signed, so the page reads no database row and holds nothing of the visitor's (no name,
 * address, phone or message); a guessed or altered address fails the signature and the page shows
 * its generic text. Good for 90 days, long enough for a visitor to come back to it.
 */

const PURPOSE = 'inquiry-receipt';
const TTL_MS = 90 * 24 * 60 * 60 * 1000;
/** Where both paths land: the form's script navigates here, a post without JavaScript is sent here (303). */
export const CONFIRMATION_PATH = '/contact/thank-you';

const receiptSchema = z.object({
  kind: z.enum(INQUIRY_KINDS),
  /** Absent when nothing was stored (spam beyond its caps): the page then gives no reference. */
  reference: z.string().max(40).optional(),
  talent: z.object({ name: z.string().max(200), slug: z.string().max(200) }).optional(),
  eventDate: z.string().max(10).optional(),
  position: z.string().max(200).optional(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** The confirmation page's address for this receipt. */
export async function confirmationPath(receipt: Receipt) {
  return `${CONFIRMATION_PATH}?r=${await signValue(PURPOSE, '', receipt, TTL_MS)}`;
}

/** The receipt in a confirmation address, or null for a missing, altered, expired or foreign one. */
export async function openReceipt(token: string | undefined): Promise<Receipt | null> {
  const data = await openSignedValue(PURPOSE, '', token, 2_000);
  const parsed = receiptSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

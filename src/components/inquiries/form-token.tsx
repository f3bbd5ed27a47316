import { connection } from 'next/server';
import { FORM_META } from '@/lib/schemas/inquiries';
import { issueFormToken } from '@/server/security/honeypot';

/**
 * The signed render time of one form, issued per request (the page around it stays static).
 * `form={formId}` ties the input to its form even while it still sits in the streamed, not yet
 * placed HTML, so it is submitted with the form with or without JavaScript.
 */
export async function FormToken({ formId }: { formId: string }) {
  await connection();
  const token = await issueFormToken();
  return <input type="hidden" name={FORM_META.token} form={formId} value={token} />;
}

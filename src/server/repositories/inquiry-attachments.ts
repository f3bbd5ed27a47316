import 'server-only';
import type { Insertable } from 'kysely';
import { db } from '../db/client';
import type { InquiryAttachmentsTable } from '../db/schema';

/**
 * Files visitors sent with their inquiries (an application's CV): stored with the lead, read only
 * by the admin (src/app/admin/inquiries/[id]/attachments), erased and expired with it
 * (repositories/leads.ts). Listings never carry the bytes.
 */

export type NewInquiryAttachment = Omit<Insertable<InquiryAttachmentsTable>, 'id' | 'inquiry_id' | 'created_at'>;

const META = ['id', 'inquiry_id', 'purpose', 'file_name', 'content_type', 'size', 'sha256', 'created_at'] as const;

export type InquiryAttachmentInfo = {
  id: number;
  inquiry_id: number;
  purpose: 'cv';
  file_name: string;
  content_type: string;
  size: number;
  sha256: string;
  created_at: string;
};

const info = (row: InquiryAttachmentInfo): InquiryAttachmentInfo => ({
  ...row,
  id: Number(row.id),
  inquiry_id: Number(row.inquiry_id),
  size: Number(row.size),
});

/** The files of the inquiries given, without their bytes, oldest first. */
export async function listInquiryAttachments(inquiryIds: number[]) {
  if (inquiryIds.length === 0) return [];
  const rows = await (
    await db()
  )
    .selectFrom('inquiry_attachments')
    .select(META)
    .where('inquiry_id', 'in', inquiryIds)
    .orderBy('id')
    .execute();
  return rows.map(info);
}

/** One file of one inquiry, with its bytes; undefined when that inquiry has no such file. */
export async function findInquiryAttachment(inquiryId: number, id: number) {
  const row = await (
    await db()
  )
    .selectFrom('inquiry_attachments')
    .selectAll()
    .where('inquiry_id', '=', inquiryId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { ...info(row), bytes: Buffer.from(row.bytes) } : undefined;
}

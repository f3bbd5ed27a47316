/**
 * Files visitors may send with an inquiry (an application's CV), shared by the form, the server's
 * check (src/server/inquiries/cv-file.ts) and the admin. The type is what the server recognises in
 * the bytes; the name and the browser's claimed type are never trusted.
 */
export const CV_FILE_TYPES = {
  pdf: { contentType: 'application/pdf', extension: 'pdf', label: 'PDF' },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
    label: 'Word',
  },
} as const;
export type CvFileType = keyof typeof CV_FILE_TYPES;

/** Where a signed-in admin downloads one file of a lead (never a public path). */
export function attachmentPath(file: { inquiry_id: number; id: number }) {
  return `/admin/inquiries/${file.inquiry_id}/files/${file.id}`;
}

export function formatBytes(bytes: number) {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

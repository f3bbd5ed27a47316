import { attachmentPath, CV_FILE_TYPES, formatBytes } from '@/lib/inquiry-files';
import type { InquiryAttachmentInfo } from '@/server/repositories/inquiry-attachments';
import { Glyph } from '@/components/ui/glyph';

const typeLabel = (contentType: string) =>
  Object.values(CV_FILE_TYPES).find((type) => type.contentType === contentType)?.label ?? 'File';

/** The files a visitor sent with a lead (an application's CV), each a download for the signed-in admin. */
export function LeadFiles({ files }: { files: InquiryAttachmentInfo[] }) {
  if (files.length === 0) return null;
  return (
    <section
      aria-labelledby="lead-files-heading"
      className="grid gap-2 rounded-xl border border-stone-200 bg-white p-5"
    >
      <h2 id="lead-files-heading" className="font-semibold text-stone-900">
        Files
      </h2>
      <ul className="grid gap-2">
        {files.map((file) => (
          <li key={file.id}>
            <a
              href={attachmentPath(file)}
              className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium text-stone-800 hover:bg-stone-50"
            >
              <Glyph name="download" className="size-4" />
              Download {file.purpose === 'cv' ? 'CV' : 'file'}: {file.file_name}
              <span className="text-stone-600">
                ({typeLabel(file.content_type)}, {formatBytes(file.size)})
              </span>
            </a>
          </li>
        ))}
      </ul>
      <p className="text-xs text-stone-600">
        Private: only signed-in admins can download it. It is deleted with this lead (erasure or retention).
      </p>
    </section>
  );
}

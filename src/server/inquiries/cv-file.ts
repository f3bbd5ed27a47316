import 'server-only';
import { createHash } from 'node:crypto';
import { CV_FILE_TYPES, formatBytes, type CvFileType } from '@/lib/inquiry-files';
import { MAX_CV_FILE_BYTES } from '@/lib/request-limits.mjs';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales.mjs';
import { translatorFor } from '../i18n/translate';
import type { NewInquiryAttachment } from '../repositories/inquiry-attachments';

/**
 * The CV a job application may carry (docs/decisions/129-confirmation-page-whatsapp-and-cv-files.md).
 * Its type is read from the bytes, never from the file name or the Content-Type the browser sent:
 * a PDF starts with `%PDF-1.` or `%PDF-2.` (every CV exporter writes it first; readers also look
 * further in, this check does not); a Word document is a zip whose directory lists
 * `[Content_Types].xml` and `word/document.xml`, and no macros (`vbaProject.bin`, which only a
 * .docm renamed to .docx would hold). Nothing is decompressed, so a zip bomb costs nothing here.
 */

export type CvCheck = { ok: true; attachment: NewInquiryAttachment; summary: string } | { ok: false; message: string };

const PDF_HEADER = /^%PDF-[12]\./;
const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_CENTRAL_HEADER = 0x02014b50;
const ZIP_END = 0x06054b50;

/** The names in a zip's central directory; undefined for anything that is not a plain (non-zip64) zip. */
function zipEntryNames(bytes: Buffer, maxEntries = 10_000): string[] | undefined {
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== ZIP_LOCAL_HEADER) return undefined;
  // The end record is the last 22 bytes, unless a comment (up to 65,535 bytes) follows it.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (bytes.readUInt32LE(at) === ZIP_END) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  const offset = bytes.readUInt32LE(end + 16);
  if (count > maxEntries || offset + size > end) return undefined;
  const names: string[] = [];
  let at = offset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== ZIP_CENTRAL_HEADER) return undefined;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    if (at + 46 + nameLength > end) return undefined;
    names.push(bytes.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** Which CV type these bytes are, or undefined when they are neither a PDF nor a macro-free .docx. */
function sniffCvType(bytes: Buffer): CvFileType | undefined {
  if (PDF_HEADER.test(bytes.toString('latin1', 0, 8))) return 'pdf';
  const names = zipEntryNames(bytes);
  if (!names) return undefined;
  const lower = new Set(names.map((name) => name.toLowerCase()));
  const isWord = lower.has('[content_types].xml') && lower.has('word/document.xml');
  const hasMacros = names.some((name) => /vbaproject\.bin$/i.test(name));
  return isWord && !hasMacros ? 'docx' : undefined;
}

/**
 * The name the file is kept and offered under: the visitor's, reduced to letters, digits, spaces and
 * `._()-` (no path, no control or bidirectional characters), at most 100 characters, ending in the
 * extension of the type found in the bytes.
 */
function safeCvFileName(name: string, type: CvFileType) {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N} ._()-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[ .]+|[ .]+$/g, '')
    .slice(0, 90);
  return `${base || 'CV'}.${CV_FILE_TYPES[type].extension}`;
}

/** Checks an uploaded CV; the attachment to store with the lead, or the message for the field. */
export async function checkCvFile(file: File, locale: Locale = DEFAULT_LOCALE): Promise<CvCheck> {
  const t = translatorFor(locale, 'Forms');
  if (file.size > MAX_CV_FILE_BYTES) {
    return {
      ok: false,
      message: t('upload.cvTooLarge', { size: formatBytes(file.size), max: formatBytes(MAX_CV_FILE_BYTES) }),
    };
  }
  const bytes = Buffer.from(await file.arrayBuffer());
  const type = sniffCvType(bytes);
  if (!type) return { ok: false, message: t('upload.cvType') };
  const fileName = safeCvFileName(file.name, type);
  return {
    ok: true,
    attachment: {
      purpose: 'cv',
      file_name: fileName,
      content_type: CV_FILE_TYPES[type].contentType,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      bytes,
    },
    summary: `${fileName} (${CV_FILE_TYPES[type].label}, ${formatBytes(bytes.length)})`,
  };
}

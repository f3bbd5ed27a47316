import 'server-only';
import { actionFailed, type ActionFailure } from '@/lib/action-result';
import { formToObject } from '@/server/actions/admin-action';
import { logError } from '@/server/log';
import { storeImageUpload } from './images';
import { sanitiseSvgLogo } from './svg';
import { UploadError } from './upload-error';

/**
 * The submitted form once its logo files are stored (an SVG sanitised into a data address, any other
 * image through the media pipeline): each file input `<target>.file` fills `<target>`, a ticked
 * `<target>.clear` empties it. `fileInput` matches those names and captures the target. Null when
 * the form carries no file and no clear box; a refusal names the field.
 */
export async function withLogoFiles(
  form: FormData,
  fileInput: RegExp,
): Promise<{ ok: true; values: Record<string, unknown> } | ActionFailure | null> {
  const values = formToObject(form) as Record<string, unknown>;
  let changed = false;
  for (const [name, entry] of form.entries()) {
    const match = fileInput.exec(name);
    if (!match) continue;
    const target = match[1]!;
    if (match[2] === 'clear') {
      values[target] = '';
      changed = true;
      continue;
    }
    if (!(entry instanceof File) || entry.size === 0) continue;
    try {
      const bytes = new Uint8Array(await entry.arrayBuffer());
      values[target] = looksLikeSvg(entry, bytes) ? sanitiseSvgLogo(bytes) : (await storeImageUpload(entry)).url;
      changed = true;
    } catch (error) {
      if (!(error instanceof UploadError)) {
        logError('logo upload failed', error);
        return actionFailed('The file could not be stored.', { [target]: 'The file could not be stored.' });
      }
      return actionFailed('Please correct the highlighted fields.', { [target]: error.message });
    }
  }
  return changed ? { ok: true, values } : null;
}

/** An SVG by its declared type, name or first bytes (anything else goes to the image pipeline, which sniffs it). */
function looksLikeSvg(file: File, bytes: Uint8Array) {
  if (file.type === 'image/svg+xml' || /\.svgz?$/i.test(file.name)) return true;
  const head = new TextDecoder()
    .decode(bytes.subarray(0, 512))
    .replace(/^\uFEFF/, '')
    .trimStart();
  return head.startsWith('<svg') || head.startsWith('<?xml');
}

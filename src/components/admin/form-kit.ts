/** What the admin forms share: input and small-button styles, and the image upload. */

export const inputClass =
  'w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm outline-none focus:border-amber-600 focus:ring-2 focus:ring-amber-600/30 aria-invalid:border-red-600';
/** The inquiry screens' inputs, selects and text areas (their width set by the layout around them). */
export const leadInputClass =
  'rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 focus:border-amber-600 focus:outline-none';
export const smallButton =
  'inline-flex items-center gap-1.5 rounded-lg border border-stone-300 bg-white px-3 py-1.5 text-xs font-semibold text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-amber-600 disabled:opacity-60';

export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.set('file', file);
  const response = await fetch('/admin/uploads', { method: 'POST', body });
  const result = (await response.json().catch(() => ({}))) as { url?: string; error?: string };
  if (!response.ok || !result.url) throw new Error(result.error ?? 'The upload failed.');
  return result.url;
}

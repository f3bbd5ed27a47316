/**
 * The slug rule: lower-case, whitespace runs become '-', anything other than word
 * characters and hyphens is removed. 'Hello, World  Again 2024!' → 'hello-world-again-2024'.
 * Shared by the form (live preview) and the server (which derives it again and trusts only that).
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
}

/** Dates on public pages, the same on server and client whatever the time zone: "13 December 2024". */
export function formatDate(iso: string | null | undefined, options: Intl.DateTimeFormatOptions = {}) {
  if (!iso) return '';
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
    ...options,
  });
}

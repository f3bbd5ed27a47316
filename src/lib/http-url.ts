/** Whether `value` is an absolute URL with a host and one of `protocols` (http and https by default). */
export function isHttpUrl(value: string, protocols: readonly string[] = ['https:', 'http:']) {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && Boolean(url.hostname);
  } catch {
    return false;
  }
}

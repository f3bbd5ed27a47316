import 'server-only';

type Fields = Record<string, string | number | boolean | null | undefined>;

/**
 * One JSON object per line on stdout, for events an operator may need to search later (journald,
 * docker logs). Deliberately tiny until the structured-logging issue brings a real logger; callers
 * pass only facts that are safe to keep: never a password, code, token or cookie.
 */
export function logEvent(event: string, fields: Fields = {}) {
  const line = JSON.stringify({ time: new Date().toISOString(), event, ...fields });
  process.stdout.write(`${line}\n`);
}

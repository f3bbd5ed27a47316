// @ts-check
// The process's one logger (pino), shared by server/index.mjs (plain ESM) and the app inside the Next.js
// bundle, which may each load their own copy of this file: the instance lives on globalThis.
// JSON lines on stdout, written synchronously (no worker-thread transport: it would not survive
// bundling, and a line written before a crash is not lost); pretty (pino-pretty) only in development
// when stdout is a terminal, so production never loads it. docs/decisions/085-structured-logs-and-metrics.md
import pino from 'pino';
import util from 'node:util';

/**
 * Keys whose values never reach a log line, at the top level or one level down: secrets and personal
 * data. Request lines are built from a fixed set of fields (see server/index.mjs) and never contain headers,
 * bodies or query strings in the first place; this is the net under every other caller.
 */
export const REDACTED_KEYS = [
  'password',
  'newPassword',
  'secret',
  'token',
  'otp',
  'cookie',
  'authorization',
  'email',
  'phone',
];
// Only at the top level: one level down `code` and `message` are an error's (err.code, err.message).
const TOP_LEVEL_ONLY = ['code', 'body', 'query', 'headers'];
const REDACT_PATHS = [...REDACTED_KEYS.flatMap((key) => [key, `*.${key}`]), ...TOP_LEVEL_ONLY];

/**
 * A pino logger writing to `destination`; `pretty` formats for a person instead of a machine.
 * @param {{ destination?: import('pino').DestinationStream, pretty?: boolean, level?: string }} [options]
 */
export function createLogger({ destination, pretty = false, level = 'info' } = {}) {
  /** @type {import('pino').LoggerOptions} */
  const options = {
    level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    // `msg` must stay free: request and event lines use it for a short human summary.
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    formatters: { level: (label) => ({ level: label }) },
  };
  if (pretty) {
    // Loaded only here, so a production process never requires it; through createRequire so the
    // Next.js bundler does not try to follow it. A development dependency: an install without them
    // (the Docker image) writes JSON lines instead.
    const require = process.getBuiltinModule('node:module').createRequire(`${process.cwd()}/`);
    try {
      const pinoPretty = require('pino-pretty');
      return pino(options, pinoPretty({ sync: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' }));
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'MODULE_NOT_FOUND') throw error;
    }
  }
  return pino(options, destination ?? pino.destination({ dest: 1, sync: true }));
}

const holder = /** @type {{ __agencyLogger?: import('pino').Logger }} */ (globalThis);

/** The logger of this process (created on first use). */
export function logger() {
  holder.__agencyLogger ??= createLogger({
    pretty: process.env.NODE_ENV !== 'production' && process.stdout.isTTY === true,
    level: process.env.NODE_ENV === 'test' ? 'silent' : 'info',
  });
  return holder.__agencyLogger;
}

/**
 * The path of a request URL without its query string or fragment (a query can hold what a visitor
 * searched for or an address they typed: personal data), cut to a bounded length.
 * @param {string | undefined} url
 */
export function pathOnly(url) {
  const raw = url ?? '';
  const end = raw.search(/[?#]/);
  const path = end === -1 ? raw : raw.slice(0, end);
  return path.length > 512 ? `${path.slice(0, 512)}…` : path;
}

/**
 * Whatever still writes to the console (Next.js's own error reports, a library's warning) becomes a
 * JSON line of this logger.
 * @param {import('pino').Logger} log
 */
export function routeConsoleTo(log) {
  for (const [method, level] of /** @type {const} */ ([
    ['log', 'info'],
    ['info', 'info'],
    ['warn', 'warn'],
    ['error', 'error'],
  ])) {
    // eslint-disable-next-line no-console -- replacing the console's methods is this function's purpose
    console[method] = (...args) => {
      const err = args.find((arg) => arg instanceof Error);
      const text = util.stripVTControlCharacters(util.format(...args.filter((arg) => arg !== err)));
      log[level](err ? { err } : {}, text || err?.message);
    };
  }
}

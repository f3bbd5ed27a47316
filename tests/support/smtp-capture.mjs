// @ts-check
// A real SMTP server on loopback for tests: every message it accepts is written to `dir` as
// <n>.eml (raw MIME) plus <n>.json (envelope). `fail` makes it refuse mail, to test retries.
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * @typedef {{ port: number, state: { fail?: 'temporary' | 'permanent' }, close: () => Promise<void> }} SmtpCapture
 * `state.fail` can be changed while it runs.
 */

/**
 * @param {{ dir: string, port?: number, fail?: 'temporary' | 'permanent' }} options
 * @returns {Promise<SmtpCapture>}
 */
export async function startSmtpCapture({ dir, port = 0, fail }) {
  fs.mkdirSync(dir, { recursive: true });
  let counter = 0;
  /** @type {{ fail?: 'temporary' | 'permanent' }} */
  const state = { fail };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      /** @type {Buffer[]} */
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        if (state.fail === 'temporary')
          return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        if (state.fail === 'permanent')
          return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        const n = String(++counter).padStart(4, '0');
        // Readers list the .eml files while the server writes: the envelope goes first and the
        // message is renamed into place whole, so a visible .eml always has its complete .json.
        fs.writeFileSync(
          path.join(dir, `${n}.json`),
          JSON.stringify({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((r) => r.address),
          }),
        );
        fs.writeFileSync(path.join(dir, `${n}.eml.partial`), Buffer.concat(chunks));
        fs.renameSync(path.join(dir, `${n}.eml.partial`), path.join(dir, `${n}.eml`));
        callback();
      });
    },
  });
  await /** @type {Promise<void>} */ (
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    })
  );
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('the SMTP capture server has no TCP port');
  return {
    port: address.port,
    state,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// ---------------------------------------------------------------------------
// A small MIME reader for assertions (enough for what nodemailer sends: multipart/alternative with
// quoted-printable or base64 parts, encoded-word headers). Not a general-purpose parser.
// ---------------------------------------------------------------------------

/** RFC 2047 encoded words (`=?utf-8?B?…?=`) in a header value, decoded. @param {string} value */
function decodeWords(value) {
  return value.replace(
    /=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*(?==\?)?/g,
    /** @param {string} _m @param {string} _charset @param {string} encoding @param {string} text */
    (_m, _charset, encoding, text) => {
      if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
      const bytes = text
        .replace(/_/g, ' ')
        .replace(/=([0-9A-Fa-f]{2})/g, (_x, /** @type {string} */ hex) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    },
  );
}

/**
 * @typedef {{ headers: Record<string, string>, rawHeaders: Record<string, string>, body: string }} MimePart
 */

/** @param {string} raw @returns {MimePart} */
function splitHeaders(raw) {
  const index = raw.search(/\r?\n\r?\n/);
  const head = index === -1 ? raw : raw.slice(0, index);
  const body = index === -1 ? '' : raw.slice(index).replace(/^\r?\n\r?\n/, '');
  /** @type {Record<string, string>} */
  const headers = {};
  /** @type {Record<string, string>} */
  const rawHeaders = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon < 1) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    rawHeaders[key] = value;
    headers[key] = decodeWords(value);
  }
  return { headers, rawHeaders, body };
}

/** @param {string} body @param {string} [encoding] a Content-Transfer-Encoding */
function decodeBody(body, encoding = '') {
  const kind = encoding.toLowerCase();
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (kind === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-Fa-f]{2})/g, (_x, /** @type {string} */ hex) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** { headers (decoded, lower-case keys), rawHeaders, text, html } of one raw message. @param {string} raw */
export function parseMessage(raw) {
  const top = splitHeaders(raw);
  const result = { headers: top.headers, rawHeaders: top.rawHeaders, text: '', html: '' };
  /** @param {MimePart} part */
  const collect = (part) => {
    const type = part.headers['content-type'] ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (/^multipart\//i.test(type) && boundary) {
      for (const chunk of part.body.split(`--${boundary}`).slice(1)) {
        if (chunk.startsWith('--')) break;
        collect(splitHeaders(chunk.replace(/^\r?\n/, '')));
      }
      return;
    }
    const content = decodeBody(part.body, part.headers['content-transfer-encoding']);
    if (/^text\/html/i.test(type)) result.html += content;
    else if (/^text\/plain/i.test(type)) result.text += content;
  };
  collect(top);
  return result;
}

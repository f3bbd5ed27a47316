// A real SMTP server on loopback for tests: every message it accepts is written to `dir` as
// <n>.eml (raw MIME) plus <n>.json (envelope). `fail` makes it refuse mail, to test retries.
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export async function startSmtpCapture({ dir, port = 0, fail } = {}) {
  fs.mkdirSync(dir, { recursive: true });
  let counter = 0;
  const state = { fail };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        if (state.fail === 'temporary') return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        if (state.fail === 'permanent') return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        const n = String(++counter).padStart(4, '0');
        fs.writeFileSync(path.join(dir, `${n}.eml`), Buffer.concat(chunks));
        fs.writeFileSync(
          path.join(dir, `${n}.json`),
          JSON.stringify({ from: session.envelope.mailFrom?.address, to: session.envelope.rcptTo.map((r) => r.address) }),
        );
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    port: server.server.address().port,
    state,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import { expect, test } from './fixtures';
import { startInstance, stopInstance } from './instances';

/*
 * The limits server/index.mjs listens with (docs/deploy.md), on an instance of its own started with
 * small values so that the test takes seconds: a client that never finishes its headers is answered
 * 408 and cut off; connections beyond MAX_CONNECTIONS are closed at once.
 */

test.describe('the server cuts off slow clients and caps its connections', () => {
  const running: ChildProcess[] = [];
  let port = 0;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const env = { ...process.env, HEADERS_TIMEOUT_SECONDS: '1', REQUEST_TIMEOUT_SECONDS: '2', MAX_CONNECTIONS: '3' };
    port = Number(new URL((await startInstance(env, 'server-limits', running)).base).port);
  });
  test.afterAll(async () => {
    await Promise.all(running.map(stopInstance));
  });

  /**
   * Opens a connection, writes `bytes`; resolves with what was read and how long until the server closed
   * it. A reset counts as closed: a server that closes a connection whose request it has not read makes
   * the kernel answer with a reset (what a client over MAX_CONNECTIONS usually sees).
   */
  function exchange(bytes: string) {
    return new Promise<{ text: string; closedAfterMs: number }>((resolve, reject) => {
      const started = Date.now();
      const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
      let text = '';
      const closed = () => resolve({ text, closedAfterMs: Date.now() - started });
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('close', closed);
      socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? closed() : reject(error)));
      socket.setTimeout(15_000, () => socket.destroy(new Error('the server kept the connection open')));
    });
  }

  test('headers that never end are answered 408 within the limit, and the connection closed', async () => {
    const { text, closedAfterMs } = await exchange('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeLessThan(5_000);
  });

  test('a body that never arrives is cut off within the request limit', async () => {
    const { text, closedAfterMs } = await exchange(
      'POST /contact/submit HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\nkind=',
    );
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeLessThan(6_000);
  });

  test('connections beyond MAX_CONNECTIONS are closed at once, and served again once others go', async () => {
    const idle = await Promise.all(
      Array.from(
        { length: 3 },
        () =>
          new Promise<net.Socket>((resolve, reject) => {
            const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
            socket.on('error', reject);
          }),
      ),
    );
    const refused = await exchange('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(refused.text).toBe('');
    expect(refused.closedAfterMs).toBeLessThan(2_000);
    for (const socket of idle) socket.destroy();
    await expect
      .poll(async () =>
        (await exchange('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')).text.slice(0, 12),
      )
      .toBe('HTTP/1.1 200');
  });
});

// @ts-check
import net from 'node:net';

/** A TCP port on the loopback interface that nothing listens on right now (for test and bench servers). */
export function freePort() {
  return /** @type {Promise<number>} */ (
    new Promise((resolve, reject) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
        server.close(() => resolve(port));
      });
      server.on('error', reject);
    })
  );
}

/**
 * The request an admin server action runs in, for integration tests: its session cookie, its
 * headers, and the cache calls it makes (recorded, not run: there is no Next.js request here).
 * A test file mocks Next's modules with these and signs in by setting `adminRequest.cookie`:
 *
 *   vi.mock('next/headers', () => import('../support/admin-request').then((m) => m.nextHeaders));
 *   vi.mock('next/cache', () => import('../support/admin-request').then((m) => m.nextCache));
 */
export const adminRequest = {
  cookie: undefined as string | undefined,
  invalidated: [] as string[],
  headers: new Headers(),
};

export const nextHeaders = {
  cookies: async () => ({
    get: (name: string) =>
      adminRequest.cookie && name.endsWith('ngoma_admin') ? { name, value: adminRequest.cookie } : undefined,
    set: () => undefined,
  }),
  headers: async () => adminRequest.headers,
};

export const nextCache = {
  updateTag: (tag: string) => adminRequest.invalidated.push(tag),
  refresh: () => undefined,
};

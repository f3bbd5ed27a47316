import 'server-only';

/** Starts the server's background workers. The inquiries issue adds the mail outbox here. */
export async function startBackgroundWork() {}

import 'server-only';

type Stoppable = { name: string; stop: () => Promise<void> | void };

// On globalThis: Next.js may load this module more than once in one process (one copy per bundle
// layer), and every copy must add to the same list that the shutdown walks.
const holder = ((globalThis as { __agencyProcess?: { started?: boolean; stoppables: Stoppable[] } }).__agencyProcess ??=
  { stoppables: [] });

/** Background work (e.g. the mail outbox) registers here so SIGTERM can stop it before the database closes. */
export function onShutdown(stoppable: Stoppable) {
  holder.stoppables.push(stoppable);
}

/** The process-wide state: whether start-up ran, and what to stop, last registered first. */
export function processState() {
  return holder;
}

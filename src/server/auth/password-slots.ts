import 'server-only';

/**
 * How many password checks (scrypt, tens of MiB and a libuv thread each) may run at once in this
 * process, and how many more may wait for a slot. Anything beyond is refused at once, so a burst of
 * guesses costs the server at most `concurrency` hashes of memory however wide it is
 * (docs/decisions/065-sign-in-cost-and-throttle.md). Kept on globalThis: Next.js may load this
 * module once per route bundle, and the limit is per process.
 */
export const passwordSlotLimits = {
  waitingPerSlot: 4,
  /** Tests that count outcomes raise this: on a busy machine a few checks take longer than 5 s. */
  maxWaitMs: 5_000,
};

type Waiter = { grant: () => void; timer: NodeJS.Timeout };
type Slots = { running: number; waiting: Waiter[] };

const slots = ((globalThis as { __agencyPasswordSlots?: Slots }).__agencyPasswordSlots ??= { running: 0, waiting: [] });

/**
 * Runs `check` when a slot is free. Returns `{ ran: false }` without running it when every slot is
 * busy and the queue is full, or when no slot came free within passwordSlotLimits.maxWaitMs.
 */
export async function withPasswordSlot<T>(
  concurrency: number,
  check: () => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  if (!(await acquire(concurrency))) return { ran: false };
  try {
    return { ran: true, value: await check() };
  } finally {
    release();
  }
}

function acquire(concurrency: number): Promise<boolean> | boolean {
  if (slots.running < concurrency) {
    slots.running += 1;
    return true;
  }
  if (slots.waiting.length >= concurrency * passwordSlotLimits.waitingPerSlot) return false;
  return new Promise<boolean>((resolve) => {
    const waiter: Waiter = {
      // The releasing check hands its slot over directly: `running` stays the same.
      grant: () => {
        clearTimeout(waiter.timer);
        resolve(true);
      },
      timer: setTimeout(() => {
        slots.waiting.splice(slots.waiting.indexOf(waiter), 1);
        resolve(false);
      }, passwordSlotLimits.maxWaitMs),
    };
    slots.waiting.push(waiter);
  });
}

function release() {
  const next = slots.waiting.shift();
  if (next) next.grant();
  else slots.running -= 1;
}

/** For tests: how many checks run and wait right now. */
export function passwordSlotUsage() {
  return { running: slots.running, waiting: slots.waiting.length };
}

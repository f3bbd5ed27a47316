import 'server-only';
import { UploadError } from './upload-error';

/**
 * A small semaphore: at most `concurrency` jobs run at once, at most `maxWaiting` wait; more are
 * refused (503) rather than held in memory. `active` and `peak` are read by the tests and make the
 * bound observable.
 */
export class DecodeQueue {
  active = 0;
  peak = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly concurrency: number;
  private readonly maxWaiting: number;

  constructor({ concurrency, maxWaiting }: { concurrency: number; maxWaiting: number }) {
    this.concurrency = concurrency;
    this.maxWaiting = maxWaiting;
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.active >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting)
        throw new UploadError('Too many images are being processed; try again in a minute.', 503);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.active++;
    this.peak = Math.max(this.peak, this.active);
    try {
      return await job();
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }
}

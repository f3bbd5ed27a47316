// The part of `autocannon` (which ships no types; @types/autocannon is not installed) that the bench
// uses (scripts/bench/measure.mjs).
declare module 'autocannon' {
  type Options = { url: string; connections?: number; duration?: number; headers?: Record<string, string> };
  type Histogram = { average: number; total: number; p50: number; p99: number; max: number };
  type Result = {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  export default function autocannon(options: Options): Promise<Result>;
}

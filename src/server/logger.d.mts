import type { DestinationStream, Logger } from 'pino';

export const REDACTED_KEYS: string[];
export function createLogger(options?: { destination?: DestinationStream; pretty?: boolean; level?: string }): Logger;
export function logger(): Logger;
export function pathOnly(url: string | undefined): string;

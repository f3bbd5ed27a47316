import type { IncomingMessage, ServerResponse } from 'node:http';

export function isValidHost(value: string | null | undefined): boolean;
export function refuseMalformedRequest(req: IncomingMessage, res: ServerResponse): boolean;
export function screenRange(
  req: IncomingMessage,
  res: ServerResponse,
  sizeOf: (pathname: string) => number | undefined,
): boolean;

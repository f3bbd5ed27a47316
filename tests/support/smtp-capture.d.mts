// Types for smtp-capture.mjs, a test helper that is not type-checked itself (no // @ts-check): TypeScript tests import it.
export type SmtpCapture = {
  port: number;
  state: { fail?: 'temporary' | 'permanent' };
  close: () => Promise<void>;
};
export function startSmtpCapture(options: {
  dir: string;
  port?: number;
  fail?: 'temporary' | 'permanent';
}): Promise<SmtpCapture>;

export type ParsedMessage = {
  headers: Record<string, string>;
  rawHeaders: Record<string, string>;
  text: string;
  html: string;
};
export function parseMessage(raw: string): ParsedMessage;

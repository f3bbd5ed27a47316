// Types for smtp-capture.mjs (TypeScript tests import it; allowJs is off).
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

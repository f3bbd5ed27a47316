import 'server-only';

/** A refused upload: the message is shown to the admin, the status answered (4xx, or 503 when busy). */
export class UploadError extends Error {
  constructor(
    message: string,
    public readonly status = 400,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

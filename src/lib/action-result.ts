/**
 * The one result shape of every server action (admin and public forms): `{ ok: true }` with what
 * the screen needs, or `{ ok: false, message, fieldErrors }`. `at` changes on every answer so a
 * client can tell two identical answers apart (a toast per submission).
 */
export type FieldErrors = Record<string, string>;

export type ActionFailure = {
  ok: false;
  message: string;
  fieldErrors: FieldErrors;
  at: number;
  /** The submitted form, for actions that echo it so a page rendered without JavaScript keeps the input. */
  values?: Record<string, string | string[]>;
};
export type ActionResult<Extra extends object = object> =
  ({ ok: true; message?: string; at: number } & Extra) | ActionFailure;

export const SIGNED_OUT = 'Your session has ended. Please sign in again.';

export function actionFailed(message: string, fieldErrors: FieldErrors = {}): ActionFailure {
  return { ok: false, message, fieldErrors, at: Date.now() };
}

export function actionSucceeded<Extra extends object = object>(
  extra: Extra & { message?: string } = {} as Extra,
): { ok: true; message?: string; at: number } & Extra {
  return { ...extra, ok: true, at: Date.now() };
}

/** What the sign-in form shows after a post to /admin-login/session (both steps: password, then code). */
export type SignInState =
  | { status: 'idle' }
  | {
      status: 'error';
      reason: 'incorrect' | 'throttled' | 'missing' | 'expired';
      message: string;
      at: number;
      /** The e-mail typed, shown again so only the password needs typing again. */
      email?: string;
    }
  /** The password was right and a code is due: the form asks for it (message: the last code's error). */
  | { status: 'code'; message?: string; throttled?: boolean; at: number };

/** The route's JSON answer to the form's fetch: the next state, or where to go once signed in. */
export type SignInAnswer = Exclude<SignInState, { status: 'idle' }> | { status: 'signed-in'; location: string };

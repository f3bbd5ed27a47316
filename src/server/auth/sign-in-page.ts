import 'server-only';
import type { SignInState } from '@/lib/sign-in-state';

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const input =
  'style="border:1px solid #d6d3d1;border-radius:.5rem;padding:.5rem .75rem;font:inherit" aria-invalid="true"';
const button =
  'style="border:0;border-radius:.5rem;background:#b45309;color:#fff;padding:.6rem 1rem;font:inherit;font-weight:600"';

/**
 * The sign-in page as a browser without JavaScript gets it back from POST /admin-login/session: the
 * same form (e-mail and password, or the code when one is due), the message beside the field, `next` kept.
 */
export function signInPage(
  state: Exclude<SignInState, { status: 'idle' }>,
  next: string,
  { recovery = false }: { recovery?: boolean } = {},
) {
  const code = state.status === 'code';
  const message = state.message ?? '';
  // As the page's own form (second-factor-code.tsx): the app's digits with the number pad, and a
  // recovery code (letters too) behind a native <details>; opening it hides the digits (CSS :has).
  const field = code
    ? `<div class="app-code" style="display:grid;gap:.5rem">
<label for="admin-code">Authentication code</label>
<p id="admin-code-hint" style="margin:0;font-size:.875rem;color:#57534e">The six-digit code from your authenticator app.</p>
<input id="admin-code" name="code" type="text" inputmode="numeric" pattern="[0-9 ]*" autocomplete="one-time-code" ${recovery ? '' : 'autofocus '}maxlength="64" aria-describedby="admin-code-hint admin-code-error" ${input}>
</div>
<details${recovery ? ' open' : ''} style="display:grid;gap:.5rem"><summary style="cursor:pointer;color:#92400e;text-decoration:underline">Use a recovery code instead</summary>
<div style="display:grid;gap:.5rem;margin-top:.5rem">
<label for="admin-recovery">Recovery code</label>
<p id="admin-recovery-hint" style="margin:0;font-size:.875rem;color:#57534e">One of the codes you saved when you turned two-factor sign-in on (letters and digits, such as abcde-23456). Each one works once.</p>
<input id="admin-recovery" name="recoveryCode" type="text" autocomplete="off" autocapitalize="none" spellcheck="false" ${recovery ? 'autofocus ' : ''}maxlength="64" aria-describedby="admin-recovery-hint admin-code-error" ${input}>
</div></details>
<input type="hidden" name="step" value="code">`
    : `<label for="admin-email">E-mail</label>
<input id="admin-email" name="email" type="email" autocomplete="username" value="${escape(state.status === 'error' ? (state.email ?? '') : '')}" ${input.replace(' aria-invalid="true"', '')}>
<label for="admin-password">Password</label>
<input id="admin-password" name="password" type="password" autocomplete="current-password" required aria-describedby="admin-password-error" ${input}>`;
  const errorId = code ? 'admin-code-error' : 'admin-password-error';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex, nofollow"><meta name="color-scheme" content="light"><title>Admin Access</title><style>form:has(details[open]) .app-code{display:none!important}</style></head>
<body style="font-family:system-ui,sans-serif;background:#f5f5f4;color:#1c1917;display:grid;place-items:center;min-height:100vh;margin:0;padding:1rem">
<main style="width:100%;max-width:24rem;background:#fff;border:1px solid #e7e5e4;border-radius:1rem;padding:2rem">
<h1 style="text-align:center;font-size:1.5rem">Admin Access</h1>
<form method="post" action="/admin-login/session" style="display:grid;gap:.5rem;margin-top:2rem" novalidate>
<input type="hidden" name="next" value="${escape(next)}">
${field}
${message ? `<p id="${errorId}" role="alert" style="margin:0;color:#b91c1c;font-size:.875rem">${escape(message)}</p>` : ''}
<button type="submit" ${button}>${code ? 'Verify' : 'Enter Dashboard'}</button>
</form></main></body></html>`;
}

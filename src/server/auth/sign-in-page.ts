import 'server-only';
import type { SignInState } from '@/lib/sign-in-state';

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const input =
  'style="border:1px solid #d6d3d1;border-radius:.5rem;padding:.5rem .75rem;font:inherit" aria-invalid="true"';
const button =
  'style="border:0;border-radius:.5rem;background:#b45309;color:#fff;padding:.6rem 1rem;font:inherit;font-weight:600"';

/**
 * The sign-in page as a browser without JavaScript gets it back from POST /admin-login/session: the
 * same form (password, or the code when one is due), the message beside the field, `next` kept.
 */
export function signInPage(state: Exclude<SignInState, { status: 'idle' }>, next: string) {
  const code = state.status === 'code';
  const message = state.message ?? '';
  const field = code
    ? `<label for="admin-code">Authentication code</label>
<p id="admin-code-hint" style="margin:0;font-size:.875rem;color:#57534e">The six-digit code from your authenticator app, or one of your recovery codes.</p>
<input id="admin-code" name="code" type="text" autocomplete="one-time-code" required autofocus maxlength="64" aria-describedby="admin-code-hint admin-code-error" ${input}>
<input type="hidden" name="step" value="code">`
    : `<label for="admin-password">Password</label>
<input id="admin-password" name="password" type="password" autocomplete="current-password" required autofocus aria-describedby="admin-password-error" ${input}>`;
  const errorId = code ? 'admin-code-error' : 'admin-password-error';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>Admin Access</title></head>
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

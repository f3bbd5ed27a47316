import { useRef } from 'react';

const inputClass =
  'rounded-lg border border-stone-300 px-3 py-2 outline-none focus:border-amber-600 focus:ring-2 focus:ring-amber-600/30 aria-invalid:border-red-600';

/**
 * The second factor's code, where a recovery code is also accepted: the app's six digits in a field
 * that opens the number pad on a phone (`inputmode="numeric"`, and the one-time-code autofill),
 * and "Use a recovery code instead", a native <details> (so it works without JavaScript) holding a
 * text field for the recovery code, which has letters. Opening it hides the number field (CSS
 * :has). The form sends `code` and `recoveryCode`; the server takes the recovery code when one was
 * typed (secondFactorCodeOf).
 */
export function SecondFactorCodeField({
  id,
  label,
  error,
  autoFocus = false,
  recovery = false,
  onRecoveryChange,
}: {
  /** Prefix of the inputs' ids (unique on the page). */
  id: string;
  label: string;
  error?: string;
  autoFocus?: boolean;
  /** The recovery field is open (e.g. after a wrong recovery code, so the answer keeps it open). */
  recovery?: boolean;
  onRecoveryChange?: (open: boolean) => void;
}) {
  const recoveryInput = useRef<HTMLInputElement>(null);
  const errorId = `${id}-error`;
  const described = (hint: string) => [hint, error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="group/code grid gap-3">
      <div className="grid gap-1.5 group-has-[details[open]]/code:hidden">
        <label htmlFor={`${id}-code`} className="text-sm font-medium">
          {label}
        </label>
        <p id={`${id}-code-hint`} className="text-sm text-stone-600">
          The six-digit code from your authenticator app.
        </p>
        <input
          id={`${id}-code`}
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={64}
          autoFocus={autoFocus && !recovery}
          aria-invalid={error && !recovery ? true : undefined}
          aria-describedby={described(`${id}-code-hint`)}
          className={inputClass}
        />
      </div>
      <details
        open={recovery}
        onToggle={(event) => {
          const open = event.currentTarget.open;
          onRecoveryChange?.(open);
          if (open) recoveryInput.current?.focus();
        }}
        className="group/recovery"
      >
        <summary className="cursor-pointer text-sm font-medium text-amber-800 underline">
          <span className="group-open/recovery:hidden">Use a recovery code instead</span>
          <span className="hidden group-open/recovery:inline">Use the code from the app instead</span>
        </summary>
        <div className="mt-2 grid gap-1.5">
          <label htmlFor={`${id}-recovery`} className="text-sm font-medium">
            Recovery code
          </label>
          <p id={`${id}-recovery-hint`} className="text-sm text-stone-600">
            One of the codes you saved when you turned two-factor sign-in on (letters and digits, such as abcde-23456).
            Each one works once.
          </p>
          <input
            ref={recoveryInput}
            id={`${id}-recovery`}
            name="recoveryCode"
            type="text"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={64}
            autoFocus={autoFocus && recovery}
            aria-invalid={error && recovery ? true : undefined}
            aria-describedby={described(`${id}-recovery-hint`)}
            className={inputClass}
          />
        </div>
      </details>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

import 'server-only';
import { readFlash } from '@/server/actions/flash';

/** Field names as the operator reads them: `lost_reason` → "Lost reason". */
function label(name: string) {
  const words = name.replace(/[._]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The answer to a form posted without JavaScript (src/server/actions/flash.ts), shown once at the
 * top of the admin screen. With JavaScript the same answers arrive as toasts and field errors.
 */
export async function AdminFlash() {
  const flash = await readFlash();
  // A refused form's answer is shown by the form's own page, at its fields (the editor).
  if (!flash || flash.form) return null;
  const errors = Object.entries(flash.fieldErrors);
  return (
    <div
      role={flash.ok ? 'status' : 'alert'}
      data-testid="admin-flash"
      className={`mb-6 rounded-lg border px-4 py-3 text-sm ${
        flash.ok ? 'border-emerald-300 bg-emerald-50 text-emerald-900' : 'border-red-300 bg-red-50 text-red-900'
      }`}
    >
      <p className="font-medium">{flash.message}</p>
      {errors.length > 0 && (
        <ul className="mt-2 list-disc pl-5">
          {errors.map(([name, text]) => (
            <li key={name}>
              {label(name)}: {text}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

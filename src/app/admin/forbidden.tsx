import Link from 'next/link';

/** An admin page the signed-in account's role does not allow (src/lib/roles.ts). */
export default function AdminForbidden() {
  return (
    <div className="mx-auto grid max-w-xl gap-3 rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
      <h1 className="font-display text-2xl font-bold">Not for your role</h1>
      <p className="text-stone-700">
        Your account&apos;s role does not open this page. If you need it, ask the account owner to change your role.
      </p>
      <p>
        <Link href="/admin" className="font-semibold text-amber-800 underline">
          Back to the dashboard
        </Link>
      </p>
    </div>
  );
}

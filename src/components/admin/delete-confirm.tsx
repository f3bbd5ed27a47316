'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useActionState, useEffect } from 'react';
import { toast } from '@/components/ui/toast-store';
import { contentTypes, type ContentKind } from '@/lib/content-types';
import { deleteContentAction } from '@/server/actions/admin/content';

const button =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600 disabled:opacity-70';

/**
 * The confirmation of a row's deletion as a page of its own. The form hands deleteContentAction
 * itself to useActionState, so it posts without JavaScript and the re-rendered page says what
 * happened; with JavaScript a success goes back to the list with the same toast as the list's own
 * dialog. `name` is undefined when the row no longer exists (deleted here a moment ago, or elsewhere).
 */
export function DeleteConfirm({ kind, id, name }: { kind: ContentKind; id: number; name: string | undefined }) {
  const { words, routes } = contentTypes[kind];
  const router = useRouter();
  const [state, dispatch, pending] = useActionState(deleteContentAction, null);
  useEffect(() => {
    if (!state) return;
    if (state.ok) {
      toast({ title: words.deleted, variant: 'success' });
      router.replace(routes.admin);
    } else {
      toast({ title: words.deleteError, description: state.message, variant: 'destructive' });
    }
  }, [state, router, routes.admin, words.deleted, words.deleteError]);
  const back = (
    <Link href={routes.admin} className="font-medium text-amber-800 underline hover:text-amber-900">
      Back to {words.nav}
    </Link>
  );
  if (state?.ok) {
    return (
      <p role="status" className="rounded-lg border border-green-200 bg-green-50 p-4 text-sm text-green-900">
        {words.deleted} {back}
      </p>
    );
  }
  if (name === undefined) {
    return (
      <p className="rounded-lg border border-stone-200 bg-white p-4 text-sm text-stone-700">
        This item no longer exists. {back}
      </p>
    );
  }
  return (
    <form action={dispatch} className="grid max-w-lg gap-4 rounded-2xl bg-white p-6 shadow-sm">
      <p className="text-sm text-stone-700">This permanently deletes &ldquo;{name}&rdquo;. It cannot be undone.</p>
      {state && !state.ok ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {words.deleteError} {state.message}
        </p>
      ) : null}
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <div className="flex gap-3">
        <Link
          href={routes.admin}
          className={`${button} border border-stone-300 bg-white text-stone-800 hover:bg-stone-50`}
        >
          Cancel
        </Link>
        <button type="submit" disabled={pending} className={`${button} bg-red-700 text-white hover:bg-red-800`}>
          {pending ? 'Deleting…' : 'Delete'}
        </button>
      </div>
    </form>
  );
}

'use client';

import { ArrowDown, ArrowUp } from 'lucide-react';
import type { AdminRow, ContentKind } from '@/lib/content-types';
import { moveOnHomeAction } from '@/server/actions/admin/home';
import { ActionForm } from './action-form';

type Move = 'feature' | 'remove' | 'up' | 'down';

const small =
  'inline-flex items-center gap-1 rounded-md border border-stone-300 bg-white px-2 py-1 text-xs font-semibold text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600 disabled:opacity-60';

/**
 * The admin list's Home cell (decision 135): the item's place on the home page and buttons to
 * feature it, take it off, or move it up or down. Each button is a plain form posting to the server
 * action, so it works without JavaScript (the list renders again in the new order); with JavaScript
 * the answer also comes up as a toast.
 */
export function HomeControls({ kind, row }: { kind: ContentKind; row: AdminRow }) {
  const name = String(row.title ?? row.name ?? `#${row.id}`);
  if (!row.featured_on_home) {
    return (
      <MoveButton kind={kind} id={row.id} move="feature" label={`Feature ${name} on the home page`}>
        Feature
      </MoveButton>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-1">
      <span className="mr-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
        Home #{String(row.home_order)}
      </span>
      <MoveButton kind={kind} id={row.id} move="up" label={`Move ${name} up on the home page`}>
        <ArrowUp aria-hidden className="size-3.5" />
      </MoveButton>
      <MoveButton kind={kind} id={row.id} move="down" label={`Move ${name} down on the home page`}>
        <ArrowDown aria-hidden className="size-3.5" />
      </MoveButton>
      <MoveButton kind={kind} id={row.id} move="remove" label={`Remove ${name} from the home page`}>
        Remove
      </MoveButton>
    </div>
  );
}

/**
 * One button: an ActionForm, whose toast is raised as soon as the answer arrives (a success swaps
 * the buttons, unmounting this one before an effect could run).
 */
function MoveButton({
  kind,
  id,
  move,
  label,
  children,
}: {
  kind: ContentKind;
  id: number;
  move: Move;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <ActionForm action={moveOnHomeAction}>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="move" value={move} />
      <button type="submit" aria-label={label} title={label} className={small}>
        {children}
      </button>
    </ActionForm>
  );
}

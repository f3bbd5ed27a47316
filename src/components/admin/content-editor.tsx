'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useActionState, useCallback, useEffect, useId, useRef, useState, useTransition } from 'react';
import { ArrowLeft, History } from 'lucide-react';
import { actionFailed, type ActionFailure } from '@/lib/action-result';
import { slugFollowsTitle } from '@/lib/content-slug';
import { contentTypes, type AdminRow, type AnyContentType, type ContentKind } from '@/lib/content-types';
import type { FieldInput } from '@/lib/content-types/define';
import { formatTime } from '@/lib/site-time';
import { slugify } from '@/lib/slugify';
import { saveContentAction } from '@/server/actions/admin/content';
import { toast } from '@/components/ui/toast-store';
import { ContentFields, PreviewButton, SaveButton, type SaveResult } from './content-form';
import { smallButton } from './form-kit';

/** A form's values as sent: name and value pairs, repeated names kept in order. */
type Entries = [string, string][];
type Draft = { savedAt: number; values: Entries };

/** Inputs that are not the operator's writing: what the form is and where it goes. */
const NOT_WRITTEN = new Set(['kind', 'id', 'then']);
const LEAVE_QUESTION = 'You have unsaved changes. Leave this page?';

function entriesOf(form: HTMLFormElement): Entries {
  const entries: Entries = [];
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && !name.startsWith('$') && !NOT_WRITTEN.has(name)) entries.push([name, value]);
  }
  return entries;
}

function entriesFromValues(values: Record<string, string | string[]>): Entries {
  return Object.entries(values).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((v): [string, string] => [name, v]),
  );
}

/** The row the fields start from, made from sent values (a restored draft, or a refusal without JavaScript). */
function rowFromEntries(type: AnyContentType, entries: Entries, row: AdminRow | null): AdminRow {
  const all = (name: string) => entries.filter(([n]) => n === name).map(([, v]) => v);
  const values: Record<string, unknown> = {
    id: row?.id ?? 0,
    created_at: row?.created_at ?? '',
    first_published_at: row?.first_published_at ?? null,
  };
  for (const [name, { input }] of Object.entries<{ input: FieldInput }>(type.fields)) {
    if (input.type === 'gallery') values[name] = all(name);
    else if (input.type === 'highlights') {
      const labels = all('highlight_label');
      values[name] = all('highlight_value').map((value, i) => ({ value, label: labels[i] ?? '' }));
    } else if (input.type === 'checkbox') values[name] = all(name).length > 0;
    else values[name] = all(name)[0] ?? '';
  }
  // A draft kept before the slug could be edited has none: the one the item would have.
  const fromTitle = slugify(String(values[type.slug.from] ?? ''));
  values.slug = all('slug')[0] ?? (slugFollowsTitle(type, row) ? fromTitle : String(row?.slug ?? ''));
  return values as AdminRow;
}

function readDraft(key: string): Draft | null {
  try {
    const draft = JSON.parse(localStorage.getItem(key) ?? 'null') as Draft | null;
    return draft && Array.isArray(draft.values) ? draft : null;
  } catch {
    return null;
  }
}

/**
 * The full-page editor of a content type whose definition says `editor: 'page'`. Without
 * JavaScript it is a plain form posting to saveContentAction: success lands on the list (with the
 * modal's toast), a refusal renders the page again with the field errors and the values sent.
 * With JavaScript the same form is sent without a page load, Markdown fields preview live, and
 * nothing typed is lost: a draft is kept in this browser (localStorage, by kind and id) until the
 * row is saved and offered back when the editor opens again, and leaving with unsaved changes
 * (a link, back, closing the tab) asks first.
 *
 * The fields come from the definition (ContentFields, shared with the modal). Buttons beside Save
 * may carry their own `formAction`: only Save (or Enter) is sent through the save below.
 */
/** A save refused without JavaScript, brought back in the editor's address. */
export type Refusal = Pick<ActionFailure, 'message' | 'fieldErrors' | 'values'>;

export function ContentEditor({
  kind,
  row,
  listQuery,
  refusal,
  timeZone,
}: {
  kind: ContentKind;
  row: AdminRow | null;
  /** The list's search and page the editor was opened from (`q=…&page=…`), to go back to. */
  listQuery: string;
  refusal: Refusal | null;
  /** The site's time zone: every time here is on its clock. */
  timeZone: string;
}) {
  const type = contentTypes[kind];
  const { words } = type;
  const list = `${type.routes.admin}${listQuery ? `?${listQuery}` : ''}`;
  const savedList = (mode: string, id: number) =>
    `${type.routes.admin}?${listQuery ? `${listQuery}&` : ''}saved=${mode}&id=${id}`;
  const router = useRouter();
  const headingId = useId();
  // `state` is the answer to a post without JavaScript (the page rendered again by the server);
  // `result` the answer to a save sent from the page.
  // The permalink (this page's address) is what matches the answer to this form when the page is
  // rendered again after a post without JavaScript; without it React matches by the position in
  // the component tree, which differs between the prerendered page and the page answering the post.
  const here = `${type.routes.admin}/${row ? `${row.id}/edit` : 'new'}${listQuery ? `?${listQuery}` : ''}`;
  const [state, formAction] = useActionState<SaveResult | null, FormData>(saveContentAction, null, here);
  const [result, setResult] = useState<SaveResult | null>(null);
  const [pending, startSaving] = useTransition();
  const formRef = useRef<HTMLFormElement>(null);
  const draftKey = `admin-draft:${kind}:${row?.id ?? 'new'}`;
  const answer = result ?? state;
  const failed: Refusal | null = answer && !answer.ok ? answer : refusal;

  // What the fields start from: the row; after a refusal rendered without JavaScript, what was sent;
  // after "Restore", the draft (the fields are mounted again, under a new key, to take it).
  const [restored, setRestored] = useState<{ entries: Entries; key: number } | null>(null);
  // Next.js keeps a visited editor to show it again: after a save the fields start over (a new
  // item's slug and the "Edit" disclosure included), and again from the row as saved when it comes.
  const [saves, setSaves] = useState(0);
  const fieldsKey = `${restored?.key ?? 0}:${saves}:${String(row?.updated_at ?? 'new')}`;
  const [echoed] = useState(() => (failed?.values ? entriesFromValues(failed.values) : null));
  const start = restored?.entries ?? echoed;
  const initial = start ? rowFromEntries(type, start, row) : row;

  const [offer, setOffer] = useState<Draft | null>(null);
  const [dirty, setDirty] = useState(false);
  const dirtyRef = useRef(false);
  const baseline = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  /** Compares the form with what was loaded; keeps the draft while they differ, drops it when not. */
  const track = useCallback(() => {
    const form = formRef.current;
    if (!form || baseline.current === null) return;
    const entries = entriesOf(form);
    const changed = JSON.stringify(entries) !== baseline.current;
    dirtyRef.current = changed;
    setDirty(changed);
    try {
      if (changed) localStorage.setItem(draftKey, JSON.stringify({ savedAt: Date.now(), values: entries }));
      else localStorage.removeItem(draftKey);
    } catch {
      // Storage full or disabled: the leave confirmation still protects the changes.
    }
    setOffer(null);
  }, [draftKey]);

  const scheduleTrack = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(track, 250);
  };

  // The row as loaded is the baseline; a draft that differs from it is offered back.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const loaded = JSON.stringify(entriesOf(form));
    baseline.current = loaded;
    const draft = readDraft(draftKey);
    if (draft && JSON.stringify(draft.values) !== loaded) setOffer(draft);
    else if (draft) localStorage.removeItem(draftKey);
    return () => clearTimeout(timer.current);
    // Once, when the editor opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A restored draft is in the fields once they have mounted again.
  useEffect(() => {
    if (restored) track();
  }, [restored, track]);

  // Leaving with unsaved changes asks first: closing or reloading the tab, a link, back and forward.
  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirtyRef.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (!dirtyRef.current || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
      const to = new URL(link.href, location.href);
      if (to.pathname === location.pathname && to.search === location.search) return;
      if (!window.confirm(LEAVE_QUESTION)) {
        // Before React sees it (this listener is on the document, capturing): Next's Link does not navigate.
        event.preventDefault();
        event.stopPropagation();
      }
    };
    type NavigateEvent = Event & { navigationType: string; cancelable: boolean };
    const navigation = (window as { navigation?: EventTarget }).navigation;
    const navigate = (event: Event) => {
      const { navigationType, cancelable } = event as NavigateEvent;
      if (dirtyRef.current && navigationType === 'traverse' && cancelable && !window.confirm(LEAVE_QUESTION)) {
        event.preventDefault();
      }
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    navigation?.addEventListener('navigate', navigate);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
      navigation?.removeEventListener('navigate', navigate);
    };
  }, []);

  /**
   * Saves in place. Handled here rather than in an effect of the answer: Next.js keeps a visited
   * page's state to show it again (back, or a link to it), and an effect would then act on an old
   * answer a second time.
   */
  const save = (data: FormData) =>
    startSaving(async () => {
      let saved: SaveResult;
      try {
        saved = await saveContentAction(null, data);
      } catch {
        saved = actionFailed('The server could not be reached. Please try again.');
      }
      if (saved.ok) {
        // Saved: nothing to keep any more, and no tracking still scheduled may write the draft again.
        clearTimeout(timer.current);
        baseline.current = null;
        dirtyRef.current = false;
        try {
          localStorage.removeItem(draftKey);
        } catch {
          // Nothing kept.
        }
        formRef.current?.reset();
        setSaves((count) => count + 1);
        router.push(savedList(saved.mode, saved.id));
        return;
      }
      setResult(saved);
      toast({ title: words.saveError, description: saved.message, variant: 'destructive' });
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    });

  return (
    <div className="mx-auto max-w-6xl">
      <Link
        href={list}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-stone-600 hover:text-stone-900"
      >
        <ArrowLeft aria-hidden className="size-4" /> {words.nav}
      </Link>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <h1 id={headingId} className="font-display text-3xl font-bold">
          {row ? `Edit ${words.noun}` : words.addLabel}
        </h1>
        <p className="text-sm text-stone-600" aria-live="polite">
          {dirty ? 'Unsaved changes (kept as a draft in this browser)' : ''}
        </p>
      </div>

      {offer ? (
        <div
          role="region"
          aria-label="Unsaved draft"
          className="mt-4 flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          <History aria-hidden className="size-5 shrink-0" />
          <p className="flex-1">
            <strong>Restore unsaved draft?</strong> Changes from {formatTime(offer.savedAt, timeZone)} were not saved.
          </p>
          <button
            type="button"
            className={smallButton}
            onClick={() => {
              setRestored((previous) => ({ entries: offer.values, key: (previous?.key ?? 0) + 1 }));
              setOffer(null);
            }}
          >
            Restore draft
          </button>
          <button
            type="button"
            className={smallButton}
            onClick={() => {
              localStorage.removeItem(draftKey);
              setOffer(null);
            }}
          >
            Discard
          </button>
        </div>
      ) : null}

      <form
        ref={formRef}
        action={formAction}
        noValidate
        aria-labelledby={headingId}
        data-testid="content-editor"
        className="mt-6 rounded-xl border border-stone-200 bg-white shadow-sm"
        onInput={scheduleTrack}
        onChange={scheduleTrack}
        onClick={scheduleTrack}
        onSubmit={(event) => {
          // Save is sent here, without a page load and without React resetting the fields on a
          // refusal; other submit buttons (with their own formAction) go their own way.
          const submitter = (event.nativeEvent as SubmitEvent).submitter;
          if (submitter && !submitter.hasAttribute('data-save')) return;
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          data.delete('then');
          save(data);
        }}
      >
        <input type="hidden" name="kind" value={kind} />
        {row ? <input type="hidden" name="id" value={row.id} /> : null}
        {/* Without JavaScript, a successful save goes back to the list. */}
        <input type="hidden" name="then" value={listQuery ? `list?${listQuery}` : 'list'} />
        <div key={fieldsKey} className="grid gap-5 p-6">
          <ContentFields kind={kind} row={initial} saved={row} timeZone={timeZone} failed={failed} livePreview />
        </div>
        <div className="sticky bottom-0 flex flex-wrap justify-end gap-3 rounded-b-xl border-t border-stone-200 bg-white/95 px-6 py-4 backdrop-blur">
          <Link
            href={list}
            className="rounded-lg border border-stone-300 bg-white px-4 py-2 text-sm font-semibold hover:bg-stone-50"
          >
            Cancel
          </Link>
          <PreviewButton />
          <SaveButton pending={pending} />
        </div>
      </form>
    </div>
  );
}

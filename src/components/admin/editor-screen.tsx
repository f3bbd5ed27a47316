import 'server-only';
import { notFound } from 'next/navigation';
import { contentTypes, type AdminRow, type ContentKind } from '@/lib/content-types';
import { requireAdmin } from '@/server/auth/guard';
import { findContentForAdmin, rowId } from '@/server/content-types';
import { ContentEditor, type Refusal } from './content-editor';
import type { AdminSearchParams } from './list-screen';

export type EditorParams = Promise<{ id: string }>;

/** The title of the editor's page: "Add New Post", "Edit post". */
export function editorTitle(kind: ContentKind, editing: boolean) {
  const { words } = contentTypes[kind];
  return editing ? `Edit ${words.noun}` : words.addLabel;
}

/**
 * The full-page editor screen of a type whose definition says `editor: 'page'`: `<admin>/new`
 * (no params) or `<admin>/<id>/edit`. Guards, loads the row (404 for an unknown one) and hands it
 * to the client editor.
 */
export function AdminEditorScreen(props: {
  kind: ContentKind;
  params?: EditorParams;
  searchParams: AdminSearchParams;
}) {
  return <EditorContent {...props} />;
}

async function EditorContent({
  kind,
  params,
  searchParams,
}: {
  kind: ContentKind;
  params?: EditorParams;
  searchParams: AdminSearchParams;
}) {
  const admin = contentTypes[kind].routes.admin;
  // The list's search and page the editor was opened from, to go back to after the save.
  const asked = await searchParams;
  const back = new URLSearchParams();
  const q = typeof asked.q === 'string' ? asked.q.trim().slice(0, 100) : '';
  if (q) back.set('q', q);
  if (typeof asked.page === 'string' && /^[1-9]\d{0,5}$/.test(asked.page)) back.set('page', asked.page);
  const listQuery = back.toString();
  const refusal = refusalOf(asked);
  const here = (path: string) => `${path}${listQuery ? `?${listQuery}` : ''}`;
  if (!params) {
    await requireAdmin(here(`${admin}/new`));
    return <ContentEditor kind={kind} row={null} listQuery={listQuery} refusal={refusal} />;
  }
  const id = rowId.safeParse((await params).id);
  if (!id.success) notFound();
  await requireAdmin(here(`${admin}/${id.data}/edit`));
  const row = await findContentForAdmin(kind, id.data);
  if (!row) notFound();
  return <ContentEditor kind={kind} row={row as AdminRow} listQuery={listQuery} refusal={refusal} />;
}

/**
 * A save refused without JavaScript comes back here (saveContentAction's backToEditor): the message,
 * each field's error and the values sent, from the address.
 */
function refusalOf(asked: Record<string, string | string[] | undefined>): Refusal | null {
  const message = asked.refused;
  if (typeof message !== 'string') return null;
  const fieldErrors: Record<string, string> = {};
  const values: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(asked)) {
    if (name.startsWith('error.') && typeof value === 'string') fieldErrors[name.slice(6)] = value;
    if (name.startsWith('value.') && value !== undefined) values[name.slice(6)] = value;
  }
  const lost = asked.lost === '1';
  return {
    message: lost
      ? `${message} The text was too long to bring back: use the browser's Back button to find it.`
      : message,
    fieldErrors,
    values: lost ? undefined : values,
  };
}

import 'server-only';
import { notFound } from 'next/navigation';
import { contentTypes, type ContentKind } from '@/lib/content-types';
import { editorFormKey, readFlash } from '@/server/actions/flash';
import { requireAdmin } from '@/server/auth/guard';
import { rowId } from '@/server/content-types';
import { contentRepository } from '@/server/repositories/content';
import { siteTimeZone } from '@/server/site-time';
import { ContentEditor, type Refusal } from './content-editor';
import type { AdminSearchParams } from './list-screen';
import { TranslationsLink } from './translation-badges';

/** The title of the editor's page: "Add New Post", "Edit post". */
export function editorTitle(kind: ContentKind, editing: boolean) {
  const { words } = contentTypes[kind];
  return editing ? `Edit ${words.noun}` : words.addLabel;
}

/**
 * The full-page editor screen of a type whose definition says `editor: 'page'`: `<admin>/new`
 * (no id) or `<admin>/<id>/edit`. Guards, loads the row (404 for an unknown one) and hands it
 * to the client editor.
 */
export function AdminEditorScreen(props: { kind: ContentKind; id?: string; searchParams: AdminSearchParams }) {
  return <EditorContent {...props} />;
}

async function EditorContent({
  kind,
  id: rawId,
  searchParams,
}: {
  kind: ContentKind;
  id?: string;
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
  const here = (path: string) => `${path}${listQuery ? `?${listQuery}` : ''}`;
  if (rawId === undefined) {
    await requireAdmin(here(`${admin}/new`), 'content.edit');
    const refusal = await refusalOf(kind, null);
    return <ContentEditor kind={kind} row={null} listQuery={listQuery} refusal={refusal} timeZone={siteTimeZone()} />;
  }
  const id = rowId.safeParse(rawId);
  if (!id.success) notFound();
  await requireAdmin(here(`${admin}/${id.data}/edit`), 'content.edit');
  const row = await contentRepository(contentTypes[kind]).findById(id.data);
  if (!row) notFound();
  const refusal = await refusalOf(kind, id.data);
  const editor = (
    <ContentEditor kind={kind} row={row} listQuery={listQuery} refusal={refusal} timeZone={siteTimeZone()} />
  );
  if (!contentTypes[kind].translations.length) return editor;
  return (
    <>
      <TranslationsLink kind={kind} id={row.id} />
      {editor}
    </>
  );
}

/**
 * A save refused without JavaScript comes back here (saveContentAction's backToEditor) with the
 * message, each field's error and the values sent, in the flash of this editor (signed, bound to
 * the session, read once). Nothing comes from the address: a link must not fill the editor in.
 */
async function refusalOf(kind: ContentKind, id: number | null): Promise<Refusal | null> {
  const flash = await readFlash();
  if (!flash || flash.ok || flash.form?.key !== editorFormKey(kind, id)) return null;
  const { lost, values } = flash.form;
  return {
    message: lost
      ? `${flash.message} The text was too long to bring back: use the browser's Back button to find it.`
      : flash.message,
    fieldErrors: flash.fieldErrors,
    values: lost ? undefined : values,
  };
}

import type { Metadata } from 'next';
import type { AdminSearchParams } from '@/components/admin/list-screen';
import { AdminEditorScreen, editorTitle, type EditorParams } from '@/components/admin/editor-screen';

export const metadata: Metadata = { title: editorTitle('talent', true) };

export default function AdminEditTalentPage({
  params,
  searchParams,
}: {
  params: EditorParams;
  searchParams: AdminSearchParams;
}) {
  return <AdminEditorScreen kind="talent" params={params} searchParams={searchParams} />;
}

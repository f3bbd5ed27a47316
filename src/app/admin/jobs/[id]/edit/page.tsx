import type { Metadata } from 'next';
import type { AdminSearchParams } from '@/components/admin/list-screen';
import { AdminEditorScreen, editorTitle, type EditorParams } from '@/components/admin/editor-screen';

export const metadata: Metadata = { title: editorTitle('jobs', true) };

export default function AdminEditJobPage({
  params,
  searchParams,
}: {
  params: EditorParams;
  searchParams: AdminSearchParams;
}) {
  return <AdminEditorScreen kind="jobs" params={params} searchParams={searchParams} />;
}

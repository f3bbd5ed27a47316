import type { Metadata } from 'next';
import type { AdminSearchParams } from '@/components/admin/list-screen';
import { AdminEditorScreen, editorTitle, type EditorParams } from '@/components/admin/editor-screen';

export const metadata: Metadata = { title: editorTitle('case-studies', true) };

export default function AdminEditCaseStudiesPage({
  params,
  searchParams,
}: {
  params: EditorParams;
  searchParams: AdminSearchParams;
}) {
  return <AdminEditorScreen kind="case-studies" params={params} searchParams={searchParams} />;
}

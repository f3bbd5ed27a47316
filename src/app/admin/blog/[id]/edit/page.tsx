import type { Metadata } from 'next';
import type { AdminSearchParams } from '@/components/admin/list-screen';
import { AdminEditorScreen, editorTitle, type EditorParams } from '@/components/admin/editor-screen';

export const metadata: Metadata = { title: editorTitle('blog', true) };

export default function AdminEditBlogPage({
  params,
  searchParams,
}: {
  params: EditorParams;
  searchParams: AdminSearchParams;
}) {
  return <AdminEditorScreen kind="blog" params={params} searchParams={searchParams} />;
}

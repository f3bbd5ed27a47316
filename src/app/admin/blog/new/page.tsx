import type { Metadata } from 'next';
import type { AdminSearchParams } from '@/components/admin/list-screen';
import { AdminEditorScreen, editorTitle } from '@/components/admin/editor-screen';

export const metadata: Metadata = { title: editorTitle('blog', false) };

export default function AdminNewBlogPage({ searchParams }: { searchParams: AdminSearchParams }) {
  return <AdminEditorScreen kind="blog" searchParams={searchParams} />;
}

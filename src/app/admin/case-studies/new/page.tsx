import type { Metadata } from 'next';
import type { AdminSearchParams } from '@/components/admin/list-screen';
import { AdminEditorScreen, editorTitle } from '@/components/admin/editor-screen';

export const metadata: Metadata = { title: editorTitle('case-studies', false) };

export default function AdminNewCaseStudiesPage({ searchParams }: { searchParams: AdminSearchParams }) {
  return <AdminEditorScreen kind="case-studies" searchParams={searchParams} />;
}

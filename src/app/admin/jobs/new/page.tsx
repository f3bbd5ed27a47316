import type { Metadata } from 'next';
import type { AdminSearchParams } from '@/components/admin/list-screen';
import { AdminEditorScreen, editorTitle } from '@/components/admin/editor-screen';

export const metadata: Metadata = { title: editorTitle('jobs', false) };

export default function AdminNewJobPage({ searchParams }: { searchParams: AdminSearchParams }) {
  return <AdminEditorScreen kind="jobs" searchParams={searchParams} />;
}

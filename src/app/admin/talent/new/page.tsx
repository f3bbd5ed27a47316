import type { Metadata } from 'next';
import type { AdminSearchParams } from '@/components/admin/list-screen';
import { AdminEditorScreen, editorTitle } from '@/components/admin/editor-screen';

export const metadata: Metadata = { title: editorTitle('talent', false) };

export default function AdminNewTalentPage({ searchParams }: { searchParams: AdminSearchParams }) {
  return <AdminEditorScreen kind="talent" searchParams={searchParams} />;
}

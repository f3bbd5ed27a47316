import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdminEditorScreen, editorTitle } from '@/components/admin/editor-screen';
import type { AdminSearchParams } from '@/components/admin/list-screen';
import { isContentKind } from '@/lib/content-types';

/** /admin/<kind>/new: the full-page editor of a new item (src/app/admin/[kind]/page.tsx). */

type Props = { params: Promise<{ kind: string }>; searchParams: AdminSearchParams };

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { kind } = await params;
  return isContentKind(kind) ? { title: editorTitle(kind, false) } : {};
}

export default async function AdminNewContentPage({ params, searchParams }: Props) {
  const { kind } = await params;
  if (!isContentKind(kind)) notFound();
  return <AdminEditorScreen kind={kind} searchParams={searchParams} />;
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdminDeleteScreen } from '@/components/admin/delete-screen';
import { isContentKind } from '@/lib/content-types';

/** /admin/<kind>/<id>/delete: an item's deletion, confirmed on a page of its own (src/app/admin/[kind]/page.tsx). */

export const metadata: Metadata = { title: 'Delete' };

export default async function AdminDeleteContentPage({ params }: { params: Promise<{ kind: string; id: string }> }) {
  const { kind, id } = await params;
  if (!isContentKind(kind)) notFound();
  return <AdminDeleteScreen kind={kind} id={id} />;
}

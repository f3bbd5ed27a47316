import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdminListScreen, type AdminSearchParams } from '@/components/admin/list-screen';
import { contentTypeOf, isContentKind } from '@/lib/content-types';

/*
 * /admin/<kind>: one content type's list, for every type in the registry (src/lib/content-types/).
 * The admin's own screens (/admin/inquiries, /admin/media, …) are static segments and win over this
 * one; any other name is not a content type and answers 404.
 */

type Props = { params: Promise<{ kind: string }>; searchParams: AdminSearchParams };

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const type = contentTypeOf((await params).kind);
  return type ? { title: type.words.nav } : {};
}

export default async function AdminContentListPage({ params, searchParams }: Props) {
  const { kind } = await params;
  if (!isContentKind(kind)) notFound();
  return <AdminListScreen kind={kind} searchParams={searchParams} />;
}

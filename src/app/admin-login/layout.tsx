import type { Metadata } from 'next';
import { RootDocument, rootMetadata, rootViewport } from '../root-document';

export function generateMetadata(): Promise<Metadata> {
  return rootMetadata();
}

export const viewport = rootViewport;

/** The sign-in and invitation pages: a root of their own, in English as the admin (decision 160). */
export default function SignInLayout({ children }: { children: React.ReactNode }) {
  return <RootDocument lang="en">{children}</RootDocument>;
}

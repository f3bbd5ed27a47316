'use client';

import { ListError } from '@/components/site/portfolio/list-error';

export default function BlogError({ reset }: { error: Error; reset: () => void }) {
  return <ListError title="Error fetching posts" reset={reset} />;
}

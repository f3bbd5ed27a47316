'use client';

import { ListError } from '@/components/site/portfolio/list-error';

export default function BlogError({ reset }: { error: Error; reset: () => void }) {
  return <ListError list="blog" reset={reset} />;
}

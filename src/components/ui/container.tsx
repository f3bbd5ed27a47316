import type { ComponentProps } from 'react';
import { cn } from './cn';

/** Page-width wrapper: 80 rem max, comfortable gutters on phones. */
export function Container({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mx-auto w-full max-w-7xl px-5 sm:px-8', className)} {...props} />;
}

import type { ComponentProps } from 'react';
import { cn } from './cn';

/*
 * Form field styles shared by every public form (inquiries, applications). Server-friendly: no
 * client code here, so forms keep working without JavaScript.
 */

export const fieldClasses =
  'block w-full rounded-xl border border-line bg-night px-4 py-3 text-base text-sand placeholder:text-muted/70 transition-colors hover:border-muted/60 focus:border-gold focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-gold aria-[invalid=true]:border-coral disabled:opacity-60';

export function FieldLabel({
  className,
  required,
  children,
  ...props
}: ComponentProps<'label'> & { required?: boolean }) {
  return (
    <label className={cn('mb-2 block text-sm font-semibold text-sand', className)} {...props}>
      {children}
      {required ? (
        <span aria-hidden className="ml-1 text-coral">
          *
        </span>
      ) : null}
    </label>
  );
}

/** A field's error message (link it with aria-describedby and set aria-invalid on the field). */
export function FieldError({ className, children, ...props }: ComponentProps<'p'>) {
  if (!children) return null;
  return (
    <p className={cn('mt-2 text-sm font-medium text-coral', className)} {...props}>
      {children}
    </p>
  );
}

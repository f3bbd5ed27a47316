import { Link } from '@/components/ui/link';
import type { ComponentProps } from 'react';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-classes';

export { buttonClasses } from './button-classes';

type StyleProps = { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ variant, size, className, type = 'button', ...props }: ComponentProps<'button'> & StyleProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}

/** A link styled as a button. External links (http…, mailto:, tel:) use a plain <a>. */
export function ButtonLink({
  variant,
  size,
  className,
  href,
  ...props
}: Omit<ComponentProps<'a'>, 'href'> & StyleProps & { href: string }) {
  const classes = buttonClasses({ variant, size, className });
  if (/^(https?:|mailto:|tel:)/.test(href)) return <a href={href} className={classes} {...props} />;
  return <Link href={href} className={classes} {...props} />;
}

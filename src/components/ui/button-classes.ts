import { cn } from './cn';

/*
 * The button look, apart from button.tsx: a client module that needs only the classes (the root
 * error screen, loaded on every page) does not bring the site's Link and next/link with it.
 */

/** `ink` and `ink-outline` are for gold/light grounds (e.g. the closing CTA band). */
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'coral' | 'ink' | 'ink-outline';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'xl';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold tracking-tight transition-colors duration-200 focus-visible:outline-3 focus-visible:outline-offset-3 focus-visible:outline-gold disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-[1.1em] [&_svg]:shrink-0';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-gold text-ink hover:bg-gold-2',
  coral: 'bg-coral text-ink hover:bg-[#ff8566]',
  secondary: 'bg-sand text-ink hover:bg-white',
  outline: 'border-2 border-sand/70 text-sand hover:border-gold hover:text-gold',
  ghost: 'text-sand hover:bg-white/10',
  ink: 'bg-ink text-sand hover:bg-clay-2 focus-visible:outline-ink',
  'ink-outline': 'border-2 border-ink text-ink hover:bg-ink hover:text-sand focus-visible:outline-ink',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-10 px-4 text-sm',
  md: 'min-h-12 px-6 text-base',
  lg: 'min-h-14 px-8 text-lg',
  xl: 'min-h-16 px-8 text-lg sm:text-xl',
};

/** The class list of a button, for elements that are not <button> or <Link> (e.g. Radix triggers). */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return cn(base, variants[variant], sizes[size], className);
}

/** Joins class names, skipping falsy ones (no dependency needed for this). */
export function cn(...classes: Array<string | false | null | undefined>) {
  return classes.filter(Boolean).join(' ');
}

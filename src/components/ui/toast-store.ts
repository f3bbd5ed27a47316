'use client';

/**
 * Toasts as the site was designed with them: one at a time (a new one replaces the last), 5000 ms by
 * default (`duration: Infinity` keeps it), swipe right 50 px to dismiss, F8 focuses the region.
 * Call `toast({ title, description })` from any client component; mount <Toaster /> (toast.tsx) once per
 * layout. The store is its own module so that raising a toast does not bundle Radix Toast: pages load
 * the Toaster lazily (lazy-toaster.tsx) and it shows what was raised before it arrived.
 */
export type ToastOptions = {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
  duration?: number;
  /** A link beside the text, e.g. "View" to the page just saved (opens in a new tab). */
  action?: { label: string; href: string; altText: string };
};

export type ToastState = ToastOptions & { id: number; open: boolean };

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

let current: ToastState[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function toast(options: ToastOptions) {
  const id = nextId++;
  current = [{ ...options, id, open: true }, ...current].slice(0, TOAST_LIMIT);
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id?: number) {
  current = current.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t));
  emit();
  // Leave time for the exit transition, then forget it.
  setTimeout(() => {
    current = current.filter((t) => t.open);
    emit();
  }, 300);
}

export function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts() {
  return current;
}

'use client';

import { useEffect } from 'react';
import { toast, type ToastOptions } from '@/components/ui/toast-store';

/** Raises one toast when the page arrives (the designed toasts that accompany a page, e.g. a 404). */
export function ToastOnArrival(options: ToastOptions) {
  const { title, description, variant, action } = options;
  const { label, href, altText } = action ?? {};
  useEffect(() => {
    toast({ title, description, variant, action: label && href && altText ? { label, href, altText } : undefined });
  }, [title, description, variant, label, href, altText]);
  return null;
}

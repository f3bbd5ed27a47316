'use client';

import { Toast as RadixToast } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { dismissToast, getToasts, subscribe, TOAST_DURATION_MS } from './toast-store';
import { Glyph } from '@/components/ui/glyph';

const variantClass = {
  default: 'border-line border-l-4 border-l-gold bg-clay text-sand',
  success: 'border-line border-l-4 border-l-jade bg-clay text-sand',
  destructive: 'border-red-500 bg-red-800 text-white',
} as const;

const NO_TOASTS: ReturnType<typeof getToasts> = [];
const noToasts = () => NO_TOASTS;

/**
 * Where toasts appear. The public site: bottom right. The admin: at the top, where they can never
 * cover the sticky Save bar at the bottom of its editors (review ux-3 #15).
 */
const placements = {
  'bottom-right': 'right-0 bottom-0 flex-col-reverse sm:max-w-[420px]',
  top: 'top-0 right-0 flex-col sm:max-w-[420px]',
} as const;

export function Toaster({ placement = 'bottom-right' }: { placement?: keyof typeof placements }) {
  const toasts = useSyncExternalStore(subscribe, getToasts, noToasts);
  return (
    <RadixToast.Provider swipeDirection="right" swipeThreshold={50} duration={TOAST_DURATION_MS}>
      {toasts.map((t) => (
        <RadixToast.Root
          key={t.id}
          open={t.open}
          duration={t.duration ?? TOAST_DURATION_MS}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          className={`group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-2xl transition-all data-[state=closed]:opacity-0 data-[state=open]:opacity-100 data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] ${variantClass[t.variant ?? 'default']}`}
        >
          <div className="grid gap-1">
            <RadixToast.Title className="text-sm font-semibold">{t.title}</RadixToast.Title>
            {t.description ? (
              <RadixToast.Description className="text-sm opacity-90">{t.description}</RadixToast.Description>
            ) : null}
            {t.action ? (
              <RadixToast.Action altText={t.action.altText} asChild>
                <a
                  href={t.action.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-1 justify-self-start rounded-md border border-current px-3 py-1 text-sm font-semibold hover:opacity-80 focus-visible:outline-2 focus-visible:outline-current"
                >
                  {t.action.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </RadixToast.Action>
            ) : null}
          </div>
          <RadixToast.Close
            aria-label="Dismiss notification"
            className="absolute top-3 right-3 rounded p-1 opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
          >
            <Glyph name="x" className="size-4" />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport
        hotkey={['F8']}
        label="Notifications ({hotkey})"
        className={`fixed z-[100] flex max-h-screen w-full gap-2 p-4 outline-none ${placements[placement]}`}
      />
    </RadixToast.Provider>
  );
}

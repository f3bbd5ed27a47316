'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';

/**
 * The toast region, loaded after hydration rather than in every page's first bundle: marketing pages
 * rarely raise a toast, and the page-weight budget is tight. Toasts raised before it arrives are kept
 * in the store (toast-store.ts) and shown as soon as it mounts; pages whose forms call `toast()` bundle the
 * module anyway. React's lazy() and a hydrated flag rather than next/dynamic with `ssr: false`, which
 * brings its own loader code (~2 KB gzip) into every page for the same result.
 */
export function LazyToaster() {
  // false on the server and while hydrating, true from the render after: nothing in the server HTML.
  const hydrated = useSyncExternalStore(subscribeNever, clientSnapshot, serverSnapshot);
  if (!hydrated) return null;
  return (
    <Suspense>
      <Toaster />
    </Suspense>
  );
}

const Toaster = lazy(() => import('./toast').then((module) => ({ default: module.Toaster })));

const subscribeNever = () => () => {};
const clientSnapshot = () => true;
const serverSnapshot = () => false;

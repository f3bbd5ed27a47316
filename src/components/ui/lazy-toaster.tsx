'use client';

import dynamic from 'next/dynamic';

/**
 * The toast region, loaded after hydration rather than in every page's first bundle: marketing pages
 * rarely raise a toast, and the page-weight budget is tight. Toasts raised before it arrives are kept
 * in the store (toast-store.ts) and shown as soon as it mounts; pages whose forms call `toast()` bundle the
 * module anyway.
 */
export const LazyToaster = dynamic(() => import('./toast').then((module) => module.Toaster), { ssr: false });

'use client';

import { useEffect } from 'react';

/**
 * Opens the accordion panel a link points into (`/contact#artist-form`). A full page load gets this
 * from the browser (it reveals a closed <details> holding the fragment's target); Next.js's client
 * navigation only scrolls, so this does the same after it.
 */
export function OpenFromHash() {
  useEffect(() => {
    const reveal = () => {
      let id: string;
      try {
        id = decodeURIComponent(window.location.hash.slice(1));
      } catch {
        return; // a fragment with broken %-escapes (/contact#%E0%A4%A) names no panel
      }
      const details = id ? document.getElementById(id)?.closest('details') : null;
      if (details && !details.open) {
        details.open = true;
        details.scrollIntoView({ block: 'start' });
      }
    };
    reveal();
    window.addEventListener('hashchange', reveal);
    return () => window.removeEventListener('hashchange', reveal);
  }, []);
  return null;
}

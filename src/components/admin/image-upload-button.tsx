'use client';

import { useRef } from 'react';
import { ImagePlus } from 'lucide-react';
import { smallButton } from './form-kit';
import { Spinner } from './spinner';

/**
 * The long-text editors' "Insert image" toolbar button: it opens a hidden file input and hands the
 * chosen file to `onFile` (the Markdown and the visual editor each place the image their own way).
 */
export function ImageUploadButton({
  uploading,
  inputLabel,
  onFile,
}: {
  uploading: boolean;
  /** The hidden file input's name for assistive technology. */
  inputLabel: string;
  onFile: (file: File) => void;
}) {
  const fileRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        className={smallButton}
        aria-label="Insert image"
        title="Insert image"
        disabled={uploading}
        onClick={() => fileRef.current?.click()}
      >
        {uploading ? <Spinner label="Uploading…" className="size-4" /> : <ImagePlus aria-hidden className="size-4" />}
      </button>
      <input
        ref={fileRef}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        className="sr-only"
        tabIndex={-1}
        aria-label={inputLabel}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}

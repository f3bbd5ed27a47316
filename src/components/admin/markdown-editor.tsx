'use client';

import { useCallback, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { Bold, Heading2, Link2, List, Quote } from 'lucide-react';
import { previewMarkdownAction } from '@/server/actions/admin/content';
import { toast } from '@/components/ui/toast-store';
import { inputClass, smallButton, uploadImage } from './form-kit';
import { ImageUploadButton } from './image-upload-button';
import { Spinner } from './spinner';

type Common = { id: string; name: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };

/** How long typing pauses before the preview is rendered again. */
const PREVIEW_DELAY_MS = 350;

/** Where this browser remembers the operator's choice between the visual editor and Markdown. */
const MODE_KEY = 'admin-long-text-mode';

type VisualEditorModule = typeof import('./rich-text-editor');
type Mode = 'plain' | 'visual' | 'markdown';

function preferredMode(): 'visual' | 'markdown' {
  try {
    return localStorage.getItem(MODE_KEY) === 'markdown' ? 'markdown' : 'visual';
  } catch {
    return 'visual';
  }
}

/**
 * Whether the visual editor keeps what this text shows: its Markdown after a trip through the
 * editor's document renders (on the server, as the page will) to the same HTML. Raw HTML, tables
 * and footnotes do not survive the trip: such a text opens as Markdown.
 */
async function keepsRendering(visual: VisualEditorModule, markdown: string) {
  const after = visual.markdownRoundTrip(markdown);
  if (after.trim() === markdown.trim()) return true;
  const [before, trip] = await Promise.all([previewMarkdownAction(markdown), previewMarkdownAction(after)]);
  return 'html' in before && 'html' in trip && before.html === trip.html;
}

/**
 * A long-text field. Without JavaScript: the textarea, a plain form input. With it: the visual
 * editor (rich-text-editor.tsx, loaded on demand), which writes Markdown back into that textarea on
 * every change, or, behind the "Markdown" switch, the textarea with a toolbar that edits its
 * selection; and the rendered preview. The preview is rendered by the server
 * (previewMarkdownAction: the renderer and sanitizer of the public page), so what it shows is what
 * the site will show. `live`: the preview sits beside the text and follows it (the full-page editor);
 * otherwise a Preview button shows it (the modal).
 */
export function MarkdownField({
  common,
  label,
  rows,
  initial,
  required,
  live,
  fieldError,
}: {
  common: Common;
  /** The field's label, the visual editor's accessible name. */
  label: string;
  rows: number;
  initial: string;
  required: boolean;
  live: boolean;
  /** The save's error for this field, shown below it: the preview does not say it twice. */
  fieldError?: string;
}) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [shown, setShown] = useState(live);
  const [preview, setPreview] = useState<{ html?: string; error?: string } | null>(null);
  const [rendering, setRendering] = useState(false);
  const asked = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // 'plain' until the visual editor has loaded (and always without JavaScript): the textarea.
  const [mode, setMode] = useState<Mode>('plain');
  const [visual, setVisual] = useState<VisualEditorModule | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The text the visual editor starts from, taken from the textarea when it is shown.
  const [visualStart, setVisualStart] = useState(initial);

  const render = useCallback(async () => {
    const ticket = ++asked.current;
    setRendering(true);
    try {
      const result = await previewMarkdownAction(ref.current?.value ?? '');
      // An older answer arriving after a newer request is dropped.
      if (ticket !== asked.current) return;
      setPreview('html' in result ? { html: result.html } : { error: result.error });
    } catch {
      if (ticket === asked.current) setPreview({ error: 'The preview could not be rendered. Please try again.' });
    } finally {
      if (ticket === asked.current) setRendering(false);
    }
  }, []);

  // The first render when the preview is shown (the text may already be there).
  useEffect(() => {
    if (shown) timer.current = setTimeout(() => void render(), 0);
    return () => clearTimeout(timer.current);
  }, [shown, render]);

  // The visual editor is loaded after the page (admin only: public pages never import this file)
  // and takes over unless the operator prefers Markdown or the text would not survive it.
  useEffect(() => {
    let gone = false;
    void import('./rich-text-editor')
      .then(async (module) => {
        if (gone) return;
        setVisual(() => module);
        const text = ref.current?.value ?? '';
        if (preferredMode() === 'markdown') return setMode('markdown');
        if (!(await keepsRendering(module, text))) {
          if (gone) return;
          setNotice(LOSSY);
          return setMode('markdown');
        }
        if (gone) return;
        setVisualStart(text);
        setMode('visual');
      })
      .catch(() => {
        if (!gone) setMode('markdown');
      });
    return () => {
      gone = true;
    };
  }, []);

  const switchTo = async (next: 'visual' | 'markdown') => {
    try {
      localStorage.setItem(MODE_KEY, next);
    } catch {
      // Storage disabled: the choice holds for this page.
    }
    if (next === 'markdown' || !visual) {
      setNotice(null);
      return setMode('markdown');
    }
    const text = ref.current?.value ?? '';
    if (!(await keepsRendering(visual, text))) return setNotice(LOSSY);
    setNotice(null);
    setVisualStart(text);
    setMode('visual');
  };

  /** The visual editor's Markdown goes into the textarea the form posts, as typing would. */
  const fromVisual = useCallback((markdown: string) => {
    const area = ref.current;
    if (!area) return;
    area.value = markdown;
    area.dispatchEvent(new Event('input', { bubbles: true }));
  }, []);

  const onInput = () => {
    if (!shown) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void render(), PREVIEW_DELAY_MS);
  };

  const textarea = (
    <textarea
      ref={ref}
      {...common}
      rows={rows}
      defaultValue={initial}
      onInput={onInput}
      onKeyDown={(event) => {
        if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
        const key = event.key.toLowerCase();
        if (key === 'b' || key === 'k') {
          event.preventDefault();
          if (ref.current) (key === 'b' ? edits.bold : edits.link)(ref.current);
        }
      }}
      className={`${inputClass} font-mono ${live ? 'min-h-80' : ''}`}
      aria-required={required || undefined}
      hidden={mode === 'visual'}
    />
  );
  const Visual: ComponentType<Parameters<VisualEditorModule['default']>[0]> | null = visual?.default ?? null;
  const editorArea =
    mode === 'visual' && Visual ? (
      <>
        <Visual
          initial={visualStart}
          label={label}
          invalid={common['aria-invalid']}
          describedBy={common['aria-describedby']}
          onMarkdown={fromVisual}
        />
        {textarea}
      </>
    ) : (
      <>
        <Toolbar target={ref} />
        {textarea}
      </>
    );
  const modeSwitch =
    mode === 'plain' ? null : (
      <div className="grid gap-1">
        <div role="group" aria-label="Editing mode" className="flex gap-1">
          <button
            type="button"
            className={smallButton}
            aria-pressed={mode === 'visual'}
            onClick={() => void switchTo('visual')}
          >
            Visual
          </button>
          <button
            type="button"
            className={smallButton}
            aria-pressed={mode === 'markdown'}
            onClick={() => void switchTo('markdown')}
          >
            Markdown
          </button>
        </div>
        {notice ? (
          <p role="status" className="text-xs text-stone-600">
            {notice}
          </p>
        ) : null}
      </div>
    );
  const previewPane =
    shown && (preview || rendering) ? (
      <div className="grid content-start gap-1">
        <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-stone-500 uppercase">
          Preview {rendering ? <Spinner label="Rendering…" className="size-3" /> : null}
        </p>
        {preview?.error ? (
          <p className="text-sm text-red-700">
            {preview.error === fieldError ? 'Nothing to preview until the problem below is fixed.' : preview.error}
          </p>
        ) : null}
        {preview?.html !== undefined ? (
          <div
            data-testid="markdown-preview"
            className={`prose-admin overflow-y-auto rounded-lg border border-stone-200 bg-stone-50 p-4 text-sm [&_a]:text-amber-800 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-stone-300 [&_blockquote]:pl-3 [&_h2]:mt-3 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_h4]:font-semibold [&_img]:max-h-48 [&_li]:ml-5 [&_ol]:list-decimal [&_p]:my-2 [&_ul]:list-disc ${live ? 'max-h-[32rem] min-h-80' : 'max-h-80'}`}
            // Rendered and sanitized on the server by renderMarkdown (the same path as the public page).
            dangerouslySetInnerHTML={{ __html: preview.html }}
          />
        ) : null}
      </div>
    ) : null;

  return (
    <div className="grid gap-2">
      {modeSwitch}
      {live ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="grid content-start gap-2">{editorArea}</div>
          {previewPane}
        </div>
      ) : (
        <>
          {editorArea}
          <div className="flex gap-2">
            <button type="button" className={smallButton} aria-pressed={shown} onClick={() => setShown((on) => !on)}>
              {shown ? 'Hide preview' : 'Preview'}
            </button>
          </div>
          {previewPane}
        </>
      )}
    </div>
  );
}

const LOSSY =
  'This text uses formatting the visual editor cannot keep (such as HTML or tables), so it stays in Markdown.';

/**
 * Replaces the textarea's selection the way typing would (execCommand keeps the browser's undo
 * history and fires `input`), falling back to setRangeText; then selects [selectFrom, selectTo)
 * of the inserted text.
 */
function replaceSelection(area: HTMLTextAreaElement, text: string, selectFrom = text.length, selectTo = selectFrom) {
  const start = area.selectionStart;
  area.focus();
  area.setSelectionRange(start, area.selectionEnd);
  const typed = typeof document.execCommand === 'function' && document.execCommand('insertText', false, text);
  if (!typed || area.value.slice(start, start + text.length) !== text) {
    area.setRangeText(text, start, area.selectionEnd, 'end');
    area.dispatchEvent(new Event('input', { bubbles: true }));
  }
  area.setSelectionRange(start + selectFrom, start + selectTo);
}

/** Wraps the selection (or a placeholder, selected so typing replaces it). */
function wrap(area: HTMLTextAreaElement, before: string, after: string, placeholder: string) {
  const selected = area.value.slice(area.selectionStart, area.selectionEnd) || placeholder;
  replaceSelection(area, `${before}${selected}${after}`, before.length, before.length + selected.length);
}

/** Puts `prefix` before every line the selection touches. */
function prefixLines(area: HTMLTextAreaElement, prefix: string, placeholder: string) {
  const { value } = area;
  const lineStart = value.lastIndexOf('\n', area.selectionStart - 1) + 1;
  const nextBreak = value.indexOf('\n', area.selectionEnd);
  const lineEnd = nextBreak === -1 ? value.length : nextBreak;
  area.setSelectionRange(lineStart, lineEnd);
  const lines = value.slice(lineStart, lineEnd) || placeholder;
  const text = lines
    .split('\n')
    .map((line) => `${prefix}${line}`)
    .join('\n');
  replaceSelection(area, text, text.length);
}

const edits = {
  heading: (area: HTMLTextAreaElement) => prefixLines(area, '## ', 'Heading'),
  bold: (area: HTMLTextAreaElement) => wrap(area, '**', '**', 'bold text'),
  link: (area: HTMLTextAreaElement) => {
    const selected = area.value.slice(area.selectionStart, area.selectionEnd) || 'link text';
    const text = `[${selected}](https://)`;
    // The address is selected, ready to be typed over.
    replaceSelection(area, text, selected.length + 3, text.length - 1);
  },
  list: (area: HTMLTextAreaElement) => prefixLines(area, '- ', 'List item'),
  quote: (area: HTMLTextAreaElement) => prefixLines(area, '> ', 'Quote'),
};

const tools = [
  { edit: edits.heading, label: 'Heading', Icon: Heading2 },
  { edit: edits.bold, label: 'Bold (Ctrl+B)', Icon: Bold },
  { edit: edits.link, label: 'Link (Ctrl+K)', Icon: Link2 },
  { edit: edits.list, label: 'Bulleted list', Icon: List },
  { edit: edits.quote, label: 'Quote', Icon: Quote },
] as const;

/**
 * Formatting buttons for one textarea. Each is a labelled button in the tab order; the image button
 * uploads a file (POST /admin/uploads) and asks for its alt text before inserting `![alt](url)`.
 */
function Toolbar({ target }: { target: React.RefObject<HTMLTextAreaElement | null> }) {
  const altId = useId();
  const [uploading, setUploading] = useState(false);
  const [image, setImage] = useState<{ url: string; at: number } | null>(null);
  const [alt, setAlt] = useState('');
  const altRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (image) altRef.current?.focus();
  }, [image]);

  const upload = async (file: File, at: number) => {
    setUploading(true);
    try {
      setImage({ url: await uploadImage(file), at });
    } catch (error) {
      toast({ title: 'Upload failed', description: (error as Error).message, variant: 'destructive' });
    } finally {
      setUploading(false);
    }
  };

  const insertImage = () => {
    const area = target.current;
    if (!area || !image) return;
    const text = alt.replace(/[[\]\n]/g, ' ').trim();
    area.setSelectionRange(image.at, image.at);
    replaceSelection(area, `![${text}](${image.url})`);
    setImage(null);
    setAlt('');
  };

  return (
    <div className="grid gap-2">
      <div role="group" aria-label="Markdown formatting" className="flex flex-wrap gap-1">
        {tools.map(({ edit, label: name, Icon }) => (
          <button
            key={name}
            type="button"
            className={smallButton}
            aria-label={name}
            title={name}
            onClick={() => target.current && edit(target.current)}
          >
            <Icon aria-hidden className="size-4" />
          </button>
        ))}
        <ImageUploadButton
          uploading={uploading}
          inputLabel="Upload an image to insert"
          // Not awaited by React; upload() reports its own failure as a toast.
          onFile={(file) => void upload(file, target.current?.selectionEnd ?? 0)}
        />
      </div>
      {image ? (
        <div className="flex flex-wrap items-end gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3">
          <div className="grid min-w-48 flex-1 gap-1">
            <label htmlFor={altId} className="text-sm font-medium">
              Alt text for the image
            </label>
            <input
              ref={altRef}
              id={altId}
              value={alt}
              maxLength={200}
              onChange={(event) => setAlt(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  insertImage();
                }
              }}
              placeholder="What the image shows"
              className={inputClass}
            />
          </div>
          <button type="button" className={smallButton} onClick={insertImage}>
            Insert
          </button>
          <button type="button" className={smallButton} onClick={() => setImage(null)}>
            Cancel
          </button>
        </div>
      ) : null}
    </div>
  );
}

'use client';

import { useEffect, useId, useRef, useState } from 'react';
import {
  EditorContent,
  NodeViewWrapper,
  ReactNodeViewRenderer,
  useEditor,
  useEditorState,
  type Editor,
  type NodeViewProps,
} from '@tiptap/react';
import { Placeholder } from '@tiptap/extensions';
import { MarkdownManager } from '@tiptap/markdown';
import { Bold, Heading2, Heading3, Italic, Link2, List, ListOrdered, Quote, SquarePlay, Unlink } from 'lucide-react';
import { ImageCard, richTextExtensions } from '@/lib/rich-text/extensions';
import { embedLabel, embedOf } from '@/lib/rich-text/embed-card-format';
import { toast } from '@/components/ui/toast-store';
import { inputClass, smallButton, uploadImage } from './form-kit';
import { ImageUploadButton } from './image-upload-button';
import { Spinner } from './spinner';

/*
 * The visual editor of a long-text field (docs/decisions/136-visual-editor-for-long-text.md),
 * loaded only by MarkdownField in the admin (a dynamic import: no public page ships it). It edits
 * a Tiptap document parsed from the field's Markdown and hands Markdown back on every change; the
 * form still posts the textarea, so the save, its checks and the page without JavaScript are as
 * before.
 */

/**
 * Markdown → the editor's document → Markdown: what the visual editor would store for this text.
 * @public Read by MarkdownField from the dynamically imported module.
 */
export function markdownRoundTrip(markdown: string) {
  const manager = new MarkdownManager({ extensions: richTextExtensions() });
  return manager.serialize(manager.parse(markdown));
}

/**
 * Word and Google Docs put their own wrappers and comments on the clipboard: Word's conditional
 * comments and `<o:p>`, a `<style>` block, and Docs' `<b id="docs-internal-guid-…">` around the
 * whole paste (which would make all of it bold). Everything else the schema does not know (styles,
 * classes, fonts, colours, spans) is dropped when the HTML is parsed into the document.
 */
function cleanPastedHtml(html: string) {
  return html
    .replace(/<!--\[if[\s\S]*?<!\[endif\]-->/gi, '')
    .replace(/<style[\s\S]*?<\/style>/gi, '')
    .replace(/<\/?o:p[^>]*>/gi, '')
    .replace(/<b\b[^>]*id="docs-internal-guid-[^"]*"[^>]*>([\s\S]*)<\/b>/i, '$1');
}

function ImageCardView({ node, updateAttributes, selected }: NodeViewProps) {
  const altId = useId();
  const captionId = useId();
  const alt = String(node.attrs.alt ?? '');
  const caption = String(node.attrs.title ?? '');
  return (
    <NodeViewWrapper
      as="figure"
      data-testid="image-card"
      className={`my-4 grid gap-2 rounded-lg border p-3 ${selected ? 'border-amber-600' : 'border-stone-200'}`}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- an upload shown as the page will show it */}
      <img src={String(node.attrs.src ?? '')} alt={alt} className="max-h-64 rounded object-contain" draggable={false} />
      <div contentEditable={false} className="grid gap-2 sm:grid-cols-2">
        <div className="grid gap-1">
          <label htmlFor={altId} className="text-xs font-medium">
            Alt text (required)
          </label>
          <input
            id={altId}
            value={alt}
            maxLength={200}
            aria-invalid={alt.trim() === '' || undefined}
            placeholder="What the image shows"
            onChange={(event) => updateAttributes({ alt: event.target.value })}
            className={inputClass}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={captionId} className="text-xs font-medium">
            Caption
          </label>
          <input
            id={captionId}
            value={caption}
            maxLength={300}
            placeholder="Shown under the image (optional)"
            onChange={(event) => updateAttributes({ title: event.target.value || null })}
            className={inputClass}
          />
        </div>
      </div>
    </NodeViewWrapper>
  );
}

const EditorImageCard = ImageCard.extend({ addNodeView: () => ReactNodeViewRenderer(ImageCardView) });

type PageLink = { title: string; path: string; kind: string };

/** An address typed rather than searched: a full http(s) URL, one of our paths, mailto: or tel:. */
function typedAddress(text: string) {
  const value = text.trim();
  return /^(https?:\/\/\S+|\/\S*|mailto:\S+|tel:\S+|#\S+)$/i.test(value) ? value : null;
}

/** The link panel: search our own pages (GET /admin/links) or type an address. */
function LinkPanel({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const inputId = useId();
  const current = String(editor.getAttributes('link').href ?? '');
  const [query, setQuery] = useState(current);
  const [links, setLinks] = useState<PageLink[] | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => inputRef.current?.focus(), []);

  useEffect(() => {
    if (typedAddress(query)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/admin/links?q=${encodeURIComponent(query.trim())}`, { signal: controller.signal })
        .then((response) => (response.ok ? response.json() : { links: [] }))
        .then((body: { links?: PageLink[] }) => setLinks(body.links ?? []))
        .catch(() => undefined);
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const apply = (href: string, title: string) => {
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: title, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.extendMarkRange('link').setLink({ href }).run();
    }
    // The chain's focus() lands a frame later; what is typed at once after a click would go to the
    // closing panel and be lost. Focus the editor now.
    editor.view.focus();
    onClose();
  };

  const address = typedAddress(query);
  return (
    <div role="group" aria-label="Link" className="grid gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3">
      <label htmlFor={inputId} className="text-sm font-medium">
        Link to
      </label>
      <input
        ref={inputRef}
        id={inputId}
        value={query}
        maxLength={500}
        placeholder="Search our pages, or paste an address"
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onClose();
            editor.commands.focus();
          } else if (event.key === 'Enter') {
            event.preventDefault();
            if (address) apply(address, address);
            else if (links?.[0]) apply(links[0].path, links[0].title);
          }
        }}
        className={inputClass}
      />
      {address ? (
        <button type="button" className={`${smallButton} justify-self-start`} onClick={() => apply(address, address)}>
          Link to {address}
        </button>
      ) : links === null ? (
        <Spinner label="Searching our pages…" className="size-4" />
      ) : links.length === 0 ? (
        <p className="text-sm text-stone-600">None of our pages matches.</p>
      ) : (
        <ul aria-label="Our pages" className="grid max-h-56 gap-1 overflow-y-auto">
          {links.map((link) => (
            <li key={`${link.kind}:${link.path}`}>
              <button
                type="button"
                onClick={() => apply(link.path, link.title)}
                className="grid w-full rounded-md px-2 py-1 text-left text-sm hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-amber-600"
              >
                <span className="font-medium">{link.title}</span>
                <span className="text-xs text-stone-600">
                  {link.kind} · {link.path}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        {current ? (
          <button
            type="button"
            className={smallButton}
            onClick={() => {
              editor.chain().focus().extendMarkRange('link').unsetLink().run();
              onClose();
            }}
          >
            <Unlink aria-hidden className="size-4" /> Remove link
          </button>
        ) : null}
        <button type="button" className={smallButton} onClick={onClose}>
          Cancel
        </button>
      </div>
    </div>
  );
}

/**
 * The embed card's address (decision 155): a pasted https link on a known platform with a player;
 * anything else is refused here, with the reason, and nothing is inserted.
 */
function EmbedPanel({ onInsert, onCancel }: { onInsert: (href: string, label: string) => void; onCancel: () => void }) {
  const inputId = useId();
  const errorId = useId();
  const [address, setAddress] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);
  const insert = () => {
    const found = embedOf(address.trim());
    if ('problem' in found) {
      setProblem(found.problem);
      inputRef.current?.focus();
      return;
    }
    onInsert(found.link.href, embedLabel(found.link));
  };
  return (
    <div role="group" aria-label="Embed card" className="grid gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3">
      <label htmlFor={inputId} className="text-sm font-medium">
        Address of a video, track or playlist
      </label>
      <input
        ref={inputRef}
        id={inputId}
        value={address}
        maxLength={500}
        inputMode="url"
        placeholder="https://www.youtube.com/watch?v=…"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        onChange={(event) => {
          setAddress(event.target.value);
          setProblem(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            insert();
          }
        }}
        className={inputClass}
      />
      {problem ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : (
        <p className="text-xs text-stone-600">
          The page shows a poster; the player loads from its platform only when a visitor presses it.
        </p>
      )}
      <PanelActions insertLabel="Insert embed" onInsert={insert} onCancel={onCancel} />
    </div>
  );
}

/** An insert panel's two buttons. */
function PanelActions({
  insertLabel,
  onInsert,
  onCancel,
}: {
  insertLabel: string;
  onInsert: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="flex gap-2">
      <button type="button" className={smallButton} onClick={onInsert}>
        {insertLabel}
      </button>
      <button type="button" className={smallButton} onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

/** After an upload: the image card's alt text (required) and caption, asked before it is inserted. */
function ImagePanel({
  url,
  onInsert,
  onCancel,
}: {
  url: string;
  onInsert: (alt: string, caption: string) => void;
  onCancel: () => void;
}) {
  const altId = useId();
  const captionId = useId();
  const errorId = useId();
  const [alt, setAlt] = useState('');
  const [caption, setCaption] = useState('');
  const [missing, setMissing] = useState(false);
  const altRef = useRef<HTMLInputElement>(null);
  useEffect(() => altRef.current?.focus(), []);
  const insert = () => {
    if (!alt.trim()) {
      setMissing(true);
      altRef.current?.focus();
      return;
    }
    onInsert(alt.trim(), caption.trim());
  };
  const enter = (event: React.KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      insert();
    }
  };
  return (
    <div role="group" aria-label="Image card" className="grid gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3">
      {/* eslint-disable-next-line @next/next/no-img-element -- the upload just made */}
      <img src={url} alt="" className="max-h-32 justify-self-start rounded" />
      <div className="grid gap-2 sm:grid-cols-2">
        <div className="grid gap-1">
          <label htmlFor={altId} className="text-sm font-medium">
            Alt text for the image
          </label>
          <input
            ref={altRef}
            id={altId}
            value={alt}
            maxLength={200}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? errorId : undefined}
            placeholder="What the image shows"
            onChange={(event) => setAlt(event.target.value)}
            onKeyDown={enter}
            className={inputClass}
          />
          {missing ? (
            <p id={errorId} className="text-xs text-red-700">
              Describe the image for people who cannot see it.
            </p>
          ) : null}
        </div>
        <div className="grid gap-1">
          <label htmlFor={captionId} className="text-sm font-medium">
            Caption (optional)
          </label>
          <input
            id={captionId}
            value={caption}
            maxLength={300}
            onChange={(event) => setCaption(event.target.value)}
            onKeyDown={enter}
            className={inputClass}
          />
        </div>
      </div>
      <PanelActions insertLabel="Insert image" onInsert={insert} onCancel={onCancel} />
    </div>
  );
}

/**
 * The visual editor: a toolbar, the link and image panels, and the document. `onMarkdown` receives
 * the Markdown after every change the operator makes (not on load: an untouched field posts the
 * text exactly as stored).
 */
export default function RichTextEditor({
  initial,
  label,
  invalid,
  describedBy,
  onMarkdown,
}: {
  initial: string;
  label: string;
  invalid?: boolean;
  describedBy?: string;
  onMarkdown: (markdown: string) => void;
}) {
  const [panel, setPanel] = useState<'link' | 'embed' | { image: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const onMarkdownRef = useRef(onMarkdown);
  useEffect(() => {
    onMarkdownRef.current = onMarkdown;
  }, [onMarkdown]);

  const editor = useEditor({
    extensions: richTextExtensions({
      image: EditorImageCard,
      extra: [
        Placeholder.configure({ placeholder: 'Write here. Use the toolbar for headings, links, quotes and images.' }),
      ],
    }),
    content: initial,
    contentType: 'markdown',
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        'data-testid': 'rich-text',
        class: `${inputClass} min-h-80 prose-admin [&_a]:text-amber-800 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-stone-300 [&_blockquote]:pl-3 [&_h1]:text-xl [&_h1]:font-semibold [&_h2]:mt-3 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_p]:my-2 [&_ul]:list-disc [&_p.is-editor-empty:first-child]:before:pointer-events-none [&_p.is-editor-empty:first-child]:before:float-left [&_p.is-editor-empty:first-child]:before:h-0 [&_p.is-editor-empty:first-child]:before:text-stone-400 [&_p.is-editor-empty:first-child]:before:content-[attr(data-placeholder)]`,
      },
      transformPastedHTML: cleanPastedHtml,
    },
    onUpdate: ({ editor: changed }) => onMarkdownRef.current(changed.getMarkdown()),
  });

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            h2: e.isActive('heading', { level: 2 }),
            h3: e.isActive('heading', { level: 3 }),
            bold: e.isActive('bold'),
            italic: e.isActive('italic'),
            bullets: e.isActive('bulletList'),
            numbers: e.isActive('orderedList'),
            quote: e.isActive('blockquote'),
            link: e.isActive('link'),
          }
        : null,
  });

  const upload = async (file: File) => {
    setUploading(true);
    try {
      setPanel({ image: await uploadImage(file) });
    } catch (error) {
      toast({ title: 'Upload failed', description: (error as Error).message, variant: 'destructive' });
    } finally {
      setUploading(false);
    }
  };

  if (!editor) return <Spinner label="Loading the editor…" className="size-4" />;
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () => {
    command(editor.chain().focus()).run();
    // Back in the text now, not a frame later (TipTap's focus()): keys typed at once stay in it.
    editor.view.focus();
  };
  const tools = [
    { name: 'Heading', Icon: Heading2, on: active?.h2, run: run((c) => c.toggleHeading({ level: 2 })) },
    { name: 'Subheading', Icon: Heading3, on: active?.h3, run: run((c) => c.toggleHeading({ level: 3 })) },
    { name: 'Bold (Ctrl+B)', Icon: Bold, on: active?.bold, run: run((c) => c.toggleBold()) },
    { name: 'Italic (Ctrl+I)', Icon: Italic, on: active?.italic, run: run((c) => c.toggleItalic()) },
    { name: 'Bulleted list', Icon: List, on: active?.bullets, run: run((c) => c.toggleBulletList()) },
    { name: 'Numbered list', Icon: ListOrdered, on: active?.numbers, run: run((c) => c.toggleOrderedList()) },
    { name: 'Quote', Icon: Quote, on: active?.quote, run: run((c) => c.toggleBlockquote()) },
    { name: 'Link', Icon: Link2, on: active?.link, run: () => setPanel('link') },
    { name: 'Embed', Icon: SquarePlay, on: panel === 'embed', run: () => setPanel('embed') },
  ];

  return (
    <div className="grid gap-2">
      <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1">
        {tools.map(({ name, Icon, on, run: act }) => (
          <button
            key={name}
            type="button"
            className={`${smallButton} ${on ? 'border-amber-600 bg-amber-50' : ''}`}
            aria-label={name}
            aria-pressed={Boolean(on)}
            title={name}
            onClick={act}
          >
            <Icon aria-hidden className="size-4" />
          </button>
        ))}
        <ImageUploadButton
          uploading={uploading}
          inputLabel="Upload an image for an image card"
          onFile={(file) => void upload(file)}
        />
      </div>
      {panel === 'link' ? <LinkPanel editor={editor} onClose={() => setPanel(null)} /> : null}
      {panel === 'embed' ? (
        <EmbedPanel
          onCancel={() => setPanel(null)}
          onInsert={(href, label) => {
            editor.chain().focus().insertContent({ type: 'embedCard', attrs: { href, label } }).run();
            setPanel(null);
          }}
        />
      ) : null}
      {panel && panel !== 'link' && panel !== 'embed' ? (
        <ImagePanel
          url={panel.image}
          onCancel={() => setPanel(null)}
          onInsert={(alt, caption) => {
            editor
              .chain()
              .focus()
              .insertContent({ type: 'image', attrs: { src: panel.image, alt, title: caption || null } })
              .run();
            setPanel(null);
          }}
        />
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}

/**
 * A rich-text field on TipTap (StarterKit with its link, and images): bold, italic, headings,
 * bulleted and numbered lists, links to the site's pages or any address, and images from the
 * media library. It hands back HTML; the server sanitises it on save
 * (server/content/owner-html.ts), so what the field allows and what is kept agree.
 *
 * The editing area is a labelled textbox (`aria-multiline`), and the toolbar's buttons say
 * whether their mark is on (`aria-pressed`), so it is usable with a keyboard and a screen reader.
 *
 * @module
 */
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useState } from 'react';
import { Dialog } from '../ui/Dialog';
import { MediaPicker } from './MediaPicker';
import { useSitePages, type SitePage } from './use-site-pages';
import type { Editor } from '@tiptap/react';

export interface RichTextFieldProps {
  label: string;
  /** HTML. A new value from outside (a reload) replaces the text; the field's own changes do not. */
  value: string;
  onChange(html: string): void;
  /** Shown under the field, read with it. */
  error?: string;
}

export function RichTextField({ label, value, onChange, error }: RichTextFieldProps) {
  const labelId = useId();
  const errorId = useId();
  const [dialog, setDialog] = useState<'link' | 'image'>();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, HTMLAttributes: { rel: null, target: null } },
      }),
      Image.configure({ inline: false }),
    ],
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-describedby': errorId, 'aria-invalid': 'true' } : {}),
        class: 'rich-text__area prose',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  // A value from outside (a reload, a restore) replaces the text; echoes of our own edits do not.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const mine = editor.isEmpty ? '' : editor.getHTML();
    if (value !== mine) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="field rich-text">
      <span id={labelId} className="rich-text__label">
        {label}
      </span>
      {editor && <Toolbar editor={editor} onLink={() => setDialog('link')} onImage={() => setDialog('image')} />}
      <EditorContent editor={editor} />
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
      {editor && dialog === 'link' && <LinkDialog editor={editor} onClose={() => setDialog(undefined)} />}
      {editor && dialog === 'image' && (
        <MediaPicker
          onClose={() => setDialog(undefined)}
          onPick={(image) => {
            editor
              .chain()
              .focus()
              .setImage({ src: image.assetUrl, alt: image.altText || image.title })
              .run();
            setDialog(undefined);
          }}
        />
      )}
    </div>
  );
}

function Toolbar({ editor, onLink, onImage }: { editor: Editor; onLink(): void; onImage(): void }) {
  const on = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });
  const mark = (name: string, pressed: boolean, run: () => void) => (
    <button
      type="button"
      className="button rich-text__tool"
      aria-pressed={pressed}
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
    >
      {name}
    </button>
  );
  return (
    <div className="rich-text__toolbar" role="toolbar" aria-label="Formatting">
      {mark('Bold', on.bold, () => editor.chain().focus().toggleBold().run())}
      {mark('Italic', on.italic, () => editor.chain().focus().toggleItalic().run())}
      {mark('Heading', on.h2, () => editor.chain().focus().toggleHeading({ level: 2 }).run())}
      {mark('Subheading', on.h3, () => editor.chain().focus().toggleHeading({ level: 3 }).run())}
      {mark('Bulleted list', on.bullets, () => editor.chain().focus().toggleBulletList().run())}
      {mark('Numbered list', on.numbers, () => editor.chain().focus().toggleOrderedList().run())}
      {mark('Link', on.link, onLink)}
      <button type="button" className="button rich-text__tool" onClick={onImage}>
        Image
      </button>
    </div>
  );
}

/** A link to one of the site's pages, or to any address; an empty address removes the link. */
function LinkDialog({ editor, onClose }: { editor: Editor; onClose(): void }) {
  const pages = useSitePages();
  const [href, setHref] = useState(() => String(editor.getAttributes('link').href ?? ''));
  const apply = () => {
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href.trim()) chain.setLink({ href: href.trim() }).run();
    else chain.unsetLink().run();
    onClose();
  };
  return (
    <Dialog title="Link" onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        {pages.length > 0 && (
          <div className="field">
            <label htmlFor="rich-text-link-page">A page of the site</label>
            <select
              id="rich-text-link-page"
              value={pages.some((p: SitePage) => p.url === href) ? href : ''}
              onChange={(event) => setHref(event.currentTarget.value)}
            >
              <option value="">Choose a page…</option>
              {pages.map((p) => (
                <option key={p.url} value={p.url}>
                  {p.title}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="field">
          <label htmlFor="rich-text-link-href">Address</label>
          <input
            id="rich-text-link-href"
            value={href}
            placeholder="/about or https://example.com"
            onChange={(event) => setHref(event.currentTarget.value)}
          />
        </div>
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary">
            {href.trim() ? 'Set link' : 'Remove link'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

import { useEffect, useMemo, useRef, useState } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { Image } from '@tiptap/extension-image';
import type { Attachment } from '@/api/generated/model';
import { ImagePickerDialog } from '@/components/material/image-picker-dialog';
import { httpsUrl } from '@/lib/format';
import { sanitizeHtml } from '@/lib/sanitize';
import { DEFAULT_MIN_HEIGHT } from './sizes';
import { LinkBar } from './link-bar';
import { Toolbar, type BlockFormat, type ToolbarCommand, type ToolbarState } from './toolbar';

export interface RichTextEditorProps {
  /** HTML; sanitised before it is loaded. '' is an empty document. */
  value: string;
  /** Called with the sanitised HTML after every change; '' when the document is empty. */
  onChange: (html: string) => void;
  placeholder?: string;
  /** Read-only: the toolbar is hidden and the text cannot be changed. */
  disabled?: boolean;
  'aria-label'?: string;
  /**
   * The id of the editable area. Note that a `<label htmlFor>` does not name a contenteditable
   * element (only form controls are labelable): give the label an id and pass it as
   * `aria-labelledby`, or pass `aria-label`.
   */
  id?: string;
  'aria-labelledby'?: string;
  /** E.g. the id of a field's error message. */
  'aria-describedby'?: string;
  /** Min height of the editable area in px (the toolbar comes on top). */
  minHeight?: number;
}

/** How many reported outputs may wait for their echo as `value` (see `echoes`). */
const MAX_ECHOES = 50;

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
const HEADING_LEVELS: HeadingLevel[] = [1, 2, 3, 4, 5, 6];

/** What the editor may keep as a link address: what sanitizeHtml lets through. */
const STORED_LINK = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

const extensions = [
  StarterKit.configure({
    // The toolbar offers paragraph, H2 and H3; other levels in saved content are kept as they are.
    heading: { levels: HEADING_LEVELS },
    link: {
      openOnClick: false,
      defaultProtocol: 'https',
      // The sanitiser sets this rel on target=_blank links: the same here, so the output is stable.
      HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
      isAllowedUri: (url, ctx) => ctx.defaultValidate(url) && STORED_LINK.test(url.trim()),
    },
  }),
  // Pictures of the library may be data: urls (uploads in the demo backend).
  Image.configure({ allowBase64: true }),
];

/**
 * What onChange reports: sanitised HTML, or '' for an empty document. Empty paragraphs at the end
 * are left out: StarterKit's trailing-node plugin keeps one after a closing list, quote or picture
 * (so the cursor can get below it), an editing aid and not content.
 */
function outputOf(editor: Editor): string {
  return editor.isEmpty ? '' : sanitizeHtml(editor.getHTML()).replace(/(<p><\/p>)+$/, '');
}

/** Replaces the content: not an edit (no onChange) and nothing to undo. `html` is sanitised. */
function load(editor: Editor, html: string) {
  editor.chain().setMeta('addToHistory', false).setContent(html, { emitUpdate: false }).run();
}

function blockOf(editor: Editor): BlockFormat | null {
  if (editor.isActive('paragraph')) return 'paragraph';
  const level = HEADING_LEVELS.find((l) => editor.isActive('heading', { level: l }));
  return level ? `h${level}` : null;
}

/** The picture's name without its extension, as the alt text. */
const altOf = (name: string) => name.replace(/\.[^.]+$/, '');

// Content styles: Tailwind's preflight resets headings, lists and quotes, so they are put back here.
const CONTENT_CLASS = [
  'px-3 py-2 text-sm leading-6 text-slate-800 outline-none',
  '[&_p]:my-1 [&_h1]:my-2 [&_h1]:text-xl [&_h1]:font-semibold [&_h2]:my-2 [&_h2]:text-lg [&_h2]:font-semibold',
  '[&_h3]:my-2 [&_h3]:text-base [&_h3]:font-semibold [&_h4]:my-1.5 [&_h4]:font-semibold [&_h5]:font-semibold [&_h6]:font-semibold',
  '[&_ul]:my-1 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-1 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_blockquote]:my-2 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 [&_blockquote]:text-slate-600',
  '[&_a]:text-primary [&_a]:underline [&_s]:line-through [&_hr]:my-3 [&_hr]:border-slate-200',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_pre]:my-2 [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-slate-100 [&_pre]:p-2',
  '[&_img]:my-1 [&_img]:h-auto [&_img]:max-w-full',
  '[&_img.ProseMirror-selectednode]:outline-2 [&_img.ProseMirror-selectednode]:outline-primary',
].join(' ');

/**
 * The console's rich-text editor (Tiptap): product details, notices and the like. Loaded lazily
 * through index.tsx; import that, not this module.
 */
export default function RichTextEditor({
  value,
  onChange,
  placeholder,
  disabled = false,
  'aria-label': ariaLabel,
  id,
  'aria-labelledby': ariaLabelledBy,
  'aria-describedby': ariaDescribedBy,
  minHeight = DEFAULT_MIN_HEIGHT,
}: RichTextEditorProps) {
  // The first value is the editor's initial content; later values are synced by the effect below.
  const [initialContent] = useState(() => sanitizeHtml(value));
  /**
   * The editor's output as last reported or loaded (null before the editor's first effect):
   * onChange is called only when it changes, and it is the content a re-created editor resumes with.
   */
  const output = useRef<string | null>(null);
  /**
   * Outputs reported but not yet seen back as `value`. A parent may render them back late (React
   * batches and defers renders), so `value` can lag behind the editor by a few edits: such a value
   * is the editor's own and must not be loaded again, or the edits after it would be lost.
   */
  const echoes = useRef<string[]>([]);
  const [picking, setPicking] = useState(false);
  const [linking, setLinking] = useState(false);

  const editorProps = useMemo(() => {
    const attributes: Record<string, string> = {
      class: CONTENT_CLASS,
      style: `min-height: ${minHeight}px`,
      'aria-multiline': 'true',
    };
    if (ariaLabel) attributes['aria-label'] = ariaLabel;
    if (ariaLabelledBy) attributes['aria-labelledby'] = ariaLabelledBy;
    if (ariaDescribedBy) attributes['aria-describedby'] = ariaDescribedBy;
    if (id) attributes.id = id;
    if (placeholder) attributes['aria-placeholder'] = placeholder;
    if (disabled) attributes['aria-disabled'] = 'true';
    return { attributes };
  }, [ariaLabel, ariaLabelledBy, ariaDescribedBy, id, placeholder, disabled, minHeight]);

  // Null for a moment when React hid the tree (Activity, a Suspense boundary above falling back):
  // useEditor destroys the editor then, and makes a new one when the tree is shown again.
  const editor: Editor | null = useEditor({
    // Client-only (the console has no SSR): the editor exists on the first render.
    immediatelyRender: true,
    // The toolbar subscribes to what it shows through useEditorState instead.
    shouldRerenderOnTransaction: false,
    extensions,
    content: initialContent,
    editable: !disabled,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const html = outputOf(current);
      if (html === output.current) return;
      output.current = html;
      // A parent that never renders the value back must not make this grow without end.
      echoes.current = [...echoes.current.slice(-(MAX_ECHOES - 1)), html];
      onChange(html);
    },
  });

  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    // A re-created editor (see above) starts with the first value: it resumes with the content
    // the previous one had.
    if (output.current !== null && output.current !== outputOf(editor)) load(editor, output.current);
    output.current = outputOf(editor);
  }, [editor]);

  // A value from outside (a loaded record, a reset form) replaces the content, without an
  // onChange (it is not an edit) and without an undo step. The editor's own outputs coming back
  // as the value, even late, are recognised and left alone, so typing is never interrupted.
  const seen = useRef(value);
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === seen.current) return;
    seen.current = value;
    const echo = echoes.current.indexOf(value);
    if (echo !== -1) {
      echoes.current = echoes.current.slice(echo + 1);
      return;
    }
    echoes.current = [];
    const next = sanitizeHtml(value);
    if (next !== outputOf(editor)) load(editor, next);
    output.current = outputOf(editor);
  }, [editor, value]);

  useEffect(() => {
    // setEditable would emit an update by default: switching modes is not an edit.
    if (editor && !editor.isDestroyed && editor.isEditable === disabled) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }): (ToolbarState & { empty: boolean }) | null =>
      current && {
        empty: current.isEmpty,
        canUndo: current.can().undo(),
        canRedo: current.can().redo(),
        block: blockOf(current),
        bold: current.isActive('bold'),
        italic: current.isActive('italic'),
        underline: current.isActive('underline'),
        strike: current.isActive('strike'),
        bulletList: current.isActive('bulletList'),
        orderedList: current.isActive('orderedList'),
        blockquote: current.isActive('blockquote'),
        link: current.isActive('link'),
      },
  });

  const run = (command: ToolbarCommand) => {
    if (!editor) return;
    const chain = editor.chain().focus();
    switch (command) {
      case 'undo':
        return chain.undo().run();
      case 'redo':
        return chain.redo().run();
      case 'bold':
        return chain.toggleBold().run();
      case 'italic':
        return chain.toggleItalic().run();
      case 'underline':
        return chain.toggleUnderline().run();
      case 'strike':
        return chain.toggleStrike().run();
      case 'bulletList':
        return chain.toggleBulletList().run();
      case 'orderedList':
        return chain.toggleOrderedList().run();
      case 'blockquote':
        return chain.toggleBlockquote().run();
      case 'clearFormat':
        // Marks (links included) and block formats: back to plain paragraphs.
        return chain.unsetAllMarks().clearNodes().run();
      case 'link':
        return setLinking(true);
      case 'image':
        return setPicking(true);
    }
  };

  const setBlock = (format: BlockFormat) => {
    if (!editor) return;
    const chain = editor.chain().focus();
    if (format === 'paragraph') chain.setParagraph().run();
    else chain.setHeading({ level: Number(format.slice(1)) as HeadingLevel }).run();
  };

  const applyLink = (href: string | null) => {
    setLinking(false);
    if (!editor) return;
    const chain = editor.chain().focus();
    if (href === null) chain.extendMarkRange('link').unsetLink().run();
    else if (editor.isActive('link')) chain.extendMarkRange('link').setLink({ href }).run();
    else if (editor.state.selection.empty) chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
  };

  const cancelLink = () => {
    setLinking(false);
    editor?.commands.focus();
  };

  /** The dialog query field flow: each chosen picture at the cursor, in the order they were clicked. */
  const insertPictures = (files: Attachment[]) => {
    const pictures = files.map((file) => ({ type: 'image', attrs: { src: httpsUrl(file.sattDir), alt: altOf(file.name) } })).filter((picture) => picture.attrs.src);
    if (editor && pictures.length > 0) editor.chain().focus().insertContent(pictures).run();
  };

  return (
    <div className={`relative overflow-hidden rounded border ${disabled ? 'border-slate-200 bg-slate-50' : 'border-slate-300 bg-white focus-within:border-primary'}`}>
      {!disabled && editor && state && (
        <>
          <Toolbar state={state} onCommand={run} onBlockFormat={setBlock} />
          {linking && <LinkBar initial={state.link ? String(editor.getAttributes('link').href ?? '') : ''} onApply={applyLink} onCancel={cancelLink} canRemove={state.link} />}
        </>
      )}
      <div className="relative">
        {placeholder && state?.empty && (
          <div aria-hidden className="pointer-events-none absolute inset-x-0 top-0 truncate px-3 py-3 text-sm leading-6 text-slate-500">
            {placeholder}
          </div>
        )}
        <EditorContent editor={editor} />
      </div>
      {!disabled && <ImagePickerDialog open={picking} multiple onClose={() => setPicking(false)} onPick={insertPictures} />}
    </div>
  );
}

import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './rich-text-editor';
import { DEFAULT_MIN_HEIGHT, TOOLBAR_HEIGHT } from './sizes';

export type { RichTextEditorProps };

// Tiptap and ProseMirror are big: the editor is a chunk of its own (its name has "editor" in it,
// which the chunk budget exempts), fetched when a page first shows an editor.
const LazyRichTextEditor = lazy(() => import('./rich-text-editor'));

/** The console's rich-text editor, loaded on demand; '编辑器加载中…' until it is there. */
export function RichTextEditor(props: RichTextEditorProps) {
  const minHeight = props.minHeight ?? DEFAULT_MIN_HEIGHT;
  return (
    <Suspense
      fallback={
        <div
          role="status"
          style={{ minHeight: minHeight + TOOLBAR_HEIGHT }}
          className="flex items-center justify-center rounded border border-slate-300 bg-white text-sm text-slate-500"
        >
          编辑器加载中…
        </div>
      }
    >
      <LazyRichTextEditor {...props} minHeight={minHeight} />
    </Suspense>
  );
}

import { useState } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import RichTextEditor, { type RichTextEditorProps } from './rich-text-editor';

// What the editor's tests share (not a test file itself).

// jsdom has no layout: ProseMirror measures the selection (to scroll it into view) and looks up the
// element under the pointer on mousedown. Empty answers are enough; with them, user-event typing
// into the contenteditable works in jsdom (ProseMirror reads the DOM changes it makes).
// Call at the top of a test file.
export function stubLayout() {
  const layout = {
    rangeRect: Range.prototype.getBoundingClientRect,
    rangeRects: Range.prototype.getClientRects,
    elementFromPoint: document.elementFromPoint,
  };
  beforeAll(() => {
    Range.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
    Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as DOMRectList;
    document.elementFromPoint = () => null;
  });
  afterAll(() => {
    Range.prototype.getBoundingClientRect = layout.rangeRect;
    Range.prototype.getClientRects = layout.rangeRects;
    document.elementFromPoint = layout.elementFromPoint;
  });
}

export type OnChange = (html: string) => void;

/** The editor under a parent that keeps the value, as a form does; 加载 sets a value from outside. */
export function Controlled({ initial = '', onChange, ...rest }: Omit<RichTextEditorProps, 'value' | 'onChange'> & { initial?: string; onChange: OnChange }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        {...rest}
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
      />
      <button type="button" onClick={() => setValue('<p>从服务器加载</p>')}>
        加载
      </button>
    </>
  );
}

export function setup(ui: React.ReactElement) {
  const user = userEvent.setup();
  // A fresh cache per test: the picture picker reads the library through react-query.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  return { user, ...view };
}

export const lastOutput = (onChange: ReturnType<typeof vi.fn<OnChange>>) => onChange.mock.lastCall?.[0];

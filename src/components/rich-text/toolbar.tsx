import { useRef, type ReactNode } from 'react';
import { Select } from '@/components/ui/select';
import { Icon } from '@/components/icons';

/** The block formats the toolbar offers; other heading levels in loaded content are kept and shown as they are. */
export type BlockFormat = 'paragraph' | `h${1 | 2 | 3 | 4 | 5 | 6}`;

const OFFERED_FORMATS: { value: BlockFormat; label: string }[] = [
  { value: 'paragraph', label: '正文' },
  { value: 'h2', label: '标题 2' },
  { value: 'h3', label: '标题 3' },
];

/** What the toolbar shows as pressed or available; read from the editor state by the editor. */
export interface ToolbarState {
  canUndo: boolean;
  canRedo: boolean;
  /** null when the selection spans several kinds of block (or a picture). */
  block: BlockFormat | null;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strike: boolean;
  bulletList: boolean;
  orderedList: boolean;
  blockquote: boolean;
  link: boolean;
}

type MarkOrBlockCommand = 'bold' | 'italic' | 'underline' | 'strike' | 'bulletList' | 'orderedList' | 'blockquote';

export type ToolbarCommand = MarkOrBlockCommand | 'undo' | 'redo' | 'link' | 'clearFormat' | 'image';

interface ToolbarProps {
  state: ToolbarState;
  onCommand: (command: ToolbarCommand) => void;
  onBlockFormat: (format: BlockFormat) => void;
}

/** 24×24 line icons in the style of components/icons.tsx, for the formatting commands it does not have. */
function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="shrink-0"
    >
      {children}
    </svg>
  );
}

const GLYPHS = {
  undo: (
    <>
      <path d="M9 14 4 9l5-5" />
      <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
    </>
  ),
  redo: (
    <>
      <path d="m15 14 5-5-5-5" />
      <path d="M20 9H9.5a5.5 5.5 0 0 0 0 11H13" />
    </>
  ),
  bold: (
    <>
      <path strokeWidth={2.5} d="M7 5h6a3.5 3.5 0 0 1 0 7H7z" />
      <path strokeWidth={2.5} d="M7 12h7a3.5 3.5 0 0 1 0 7H7z" />
    </>
  ),
  italic: <path d="M19 4h-9M14 20H5M15 4 9 20" />,
  underline: (
    <>
      <path d="M6 4v6a6 6 0 0 0 12 0V4" />
      <path d="M4 20h16" />
    </>
  ),
  strike: (
    <>
      <path d="M16 6.5A4.6 4.6 0 0 0 12 4C9.5 4 7.5 5.5 7.5 7.5c0 1.6 1.2 2.6 3 3.2" />
      <path d="M4 12h16" />
      <path d="M8 17.5a4.6 4.6 0 0 0 4 2.5c2.5 0 4.5-1.5 4.5-3.5 0-.6-.1-1.1-.4-1.5" />
    </>
  ),
  bulletList: (
    <>
      <path d="M9 6h11M9 12h11M9 18h11" />
      <circle cx="4.5" cy="6" r="1" fill="currentColor" />
      <circle cx="4.5" cy="12" r="1" fill="currentColor" />
      <circle cx="4.5" cy="18" r="1" fill="currentColor" />
    </>
  ),
  orderedList: (
    <>
      <path d="M10 6h10M10 12h10M10 18h10" />
      <path d="M4 4h1v4M4 8h2" />
      <path d="M4 14.5a1.1 1.1 0 0 1 2 .7c0 .9-2 1.6-2 2.8h2.2" />
    </>
  ),
  blockquote: (
    <>
      <path d="M5 7h5v5l-2 5H5.5L7 12H5z" />
      <path d="M14 7h5v5l-2 5h-2.5L16 12h-2z" />
    </>
  ),
  clearFormat: (
    <>
      <path d="M4 7V5h11v2" />
      <path d="M9.5 5 7 19" />
      <path d="m14 14 6 6M20 14l-6 6" />
    </>
  ),
};

interface ToolButtonProps {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** An icon-only control: its Chinese name is both the accessible name and the tooltip. */
function ToolButton({ label, pressed, disabled, onClick, children }: ToolButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      // Keeps the focus (and so the selection) in the editor while the pointer is down.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={`inline-flex size-7 items-center justify-center rounded transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-50 ${
        pressed ? 'bg-primary-soft text-primary-active' : 'text-slate-600 hover:bg-slate-100 hover:text-primary-active'
      }`}
    >
      {children}
    </button>
  );
}

const Divider = () => <span aria-hidden className="mx-1 h-5 w-px bg-slate-200" />;

/** 编辑工具栏: undo/redo, the block format, marks, lists, quote, link, clear formatting and pictures. */
export function Toolbar({ state, onCommand, onBlockFormat }: ToolbarProps) {
  const formats = state.block && !OFFERED_FORMATS.some((f) => f.value === state.block) ? [...OFFERED_FORMATS, { value: state.block, label: `标题 ${state.block.slice(1)}` }] : OFFERED_FORMATS;
  const toggle = (command: MarkOrBlockCommand, label: string, active: boolean) => (
    <ToolButton label={label} pressed={active} onClick={() => onCommand(command)}>
      <Glyph>{GLYPHS[command]}</Glyph>
    </ToolButton>
  );
  // A format is applied once its list has closed and handed the focus back to the 标题 trigger:
  // applying moves the focus into the editor (with its selection), which must come last.
  const chosenFormat = useRef<BlockFormat | null>(null);
  const applyChosenFormat = () => {
    const format = chosenFormat.current;
    chosenFormat.current = null;
    if (format) onBlockFormat(format);
  };
  return (
    <div role="toolbar" aria-label="编辑工具栏" onFocus={applyChosenFormat} className="flex flex-wrap items-center gap-0.5 border-b border-slate-200 bg-slate-50 px-1.5 py-1">
      <ToolButton label="撤销" disabled={!state.canUndo} onClick={() => onCommand('undo')}>
        <Glyph>{GLYPHS.undo}</Glyph>
      </ToolButton>
      <ToolButton label="重做" disabled={!state.canRedo} onClick={() => onCommand('redo')}>
        <Glyph>{GLYPHS.redo}</Glyph>
      </ToolButton>
      <Divider />
      <Select
        aria-label="标题"
        // null stands for a mixed selection: nothing is chosen (the placeholder shows), any choice applies to all of it.
        value={state.block}
        options={formats}
        placeholder="格式"
        searchable={false}
        className="min-h-7 w-24"
        onChange={(format) => {
          chosenFormat.current = format;
        }}
      />
      <Divider />
      {toggle('bold', '加粗', state.bold)}
      {toggle('italic', '斜体', state.italic)}
      {toggle('underline', '下划线', state.underline)}
      {toggle('strike', '删除线', state.strike)}
      <Divider />
      {toggle('bulletList', '无序列表', state.bulletList)}
      {toggle('orderedList', '有序列表', state.orderedList)}
      {toggle('blockquote', '引用', state.blockquote)}
      <Divider />
      <ToolButton label="链接" pressed={state.link} onClick={() => onCommand('link')}>
        <Icon name="link" />
      </ToolButton>
      <ToolButton label="清除格式" onClick={() => onCommand('clearFormat')}>
        <Glyph>{GLYPHS.clearFormat}</Glyph>
      </ToolButton>
      <ToolButton label="插入图片" onClick={() => onCommand('image')}>
        <Icon name="picture" />
      </ToolButton>
    </div>
  );
}

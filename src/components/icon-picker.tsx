import { useId, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Icon, ICON_LABELS, ICON_NAMES, isIconName, type IconName } from '@/components/icons';

/** Icons whose name (or Chinese caption) contains the keyword, ignoring case and surrounding spaces. */
export function filterIcons(keyword: string, names: readonly IconName[] = ICON_NAMES): readonly IconName[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return names;
  return names.filter((name) => name.toLowerCase().includes(needle) || ICON_LABELS[name].includes(needle));
}

export interface IconPickerProps {
  /** The chosen icon name; '' for none. A string because menu icons come from the server as text. */
  value: string;
  onChange: (name: IconName) => void;
  /** For a <label htmlFor> around the trigger. */
  id?: string;
  disabled?: boolean;
}

/** A button showing the chosen menu icon that opens a searchable grid of the console's icons. */
export function IconPicker({ value, onChange, id, disabled = false }: IconPickerProps) {
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const searchId = useId();
  const current = isIconName(value) ? value : null;
  const shown = filterIcons(keyword);

  const choose = (name: IconName) => {
    onChange(name);
    setOpen(false);
  };

  return (
    <>
      <button
        type="button"
        id={id}
        disabled={disabled}
        aria-haspopup="dialog"
        onClick={() => {
          setKeyword('');
          setOpen(true);
        }}
        className="inline-flex h-8 min-w-40 items-center gap-2 rounded border border-slate-300 bg-white px-3 text-sm text-slate-700 hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:bg-slate-100"
      >
        {current ? (
          <>
            <Icon name={current} />
            <span>{current}</span>
          </>
        ) : (
          <span className="text-slate-500">选择图标</span>
        )}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="选择图标" width={640}>
        <label htmlFor={searchId} className="sr-only">
          搜索图标
        </label>
        <Input
          id={searchId}
          type="search"
          data-autofocus
          value={keyword}
          placeholder="请输入图标名称"
          onChange={(event) => setKeyword(event.target.value)}
          className="mb-3"
        />
        {shown.length === 0 ? (
          <p role="status" className="py-8 text-center text-slate-500">
            暂无匹配的图标
          </p>
        ) : (
          <ul aria-label="图标列表" className="grid grid-cols-[repeat(auto-fill,minmax(96px,1fr))] gap-2">
            {shown.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  aria-pressed={name === current}
                  title={ICON_LABELS[name]}
                  onClick={() => choose(name)}
                  className={`flex h-20 w-full flex-col items-center justify-center gap-2 rounded border text-xs transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${
                    name === current ? 'border-primary bg-primary-soft text-primary' : 'border-slate-200 text-slate-600 hover:border-primary hover:text-primary'
                  }`}
                >
                  <Icon name={name} size={22} />
                  {name}
                </button>
              </li>
            ))}
          </ul>
        )}
      </Dialog>
    </>
  );
}

import { useState, type KeyboardEvent } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, horizontalListSortingStrategy, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ImagePickerDialog, VideoPickerDialog } from '@/components/material/image-picker-dialog';
import { Input } from '@/components/ui/input';
import { message } from '@/lib/message';
import { move, uniqueValues } from '../sku';

const tile = 'relative flex size-20 items-center justify-center overflow-hidden rounded border bg-slate-50';

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} aria-label={label} title={label} className="absolute top-0 right-0 rounded-bl bg-black/60 px-1 text-xs leading-4 text-white">
      ×
    </button>
  );
}

/** One picture from the library (商品封面图); clicking the picture picks another. */
export function ImageField({ id, value, onChange, disabled, invalid, label }: { id: string; value: string; onChange: (url: string) => void; disabled?: boolean; invalid?: boolean; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="relative w-fit">
      <button
        id={id}
        type="button"
        disabled={disabled}
        onClick={() => setOpen(true)}
        aria-invalid={invalid || undefined}
        aria-label={value ? `更换${label}` : `选择${label}`}
        title={value ? `更换${label}` : `选择${label}`}
        className={`${tile} text-2xl text-slate-500 ${value ? 'border-slate-200' : 'border-dashed'} ${invalid ? 'border-danger' : value ? '' : 'border-slate-300'}`}
      >
        {value ? <img src={value} alt={label} className="size-full object-cover" /> : '+'}
      </button>
      {value && !disabled && <RemoveButton label={`移除${label}`} onClick={() => onChange('')} />}
      <ImagePickerDialog open={open} onClose={() => setOpen(false)} onPick={([picture]) => picture && onChange(picture.sattDir)} />
    </div>
  );
}

function SortableImage({ url, index, disabled, onRemove }: { url: string; index: number; disabled?: boolean; onRemove: () => void }) {
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id: url, disabled });
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition }} className={`${tile} cursor-grab border-slate-200`} {...attributes} {...listeners} aria-label={`轮播图 ${index + 1}，可拖动排序`}>
      <img src={url} alt="" className="size-full object-cover" />
      {!disabled && <RemoveButton label={`移除轮播图 ${index + 1}`} onClick={onRemove} />}
    </li>
  );
}

/** Up to `max` pictures, reordered by dragging (mouse, touch, or keyboard: space, arrows, space). */
export function ImageListField({ id, value, onChange, max, disabled, invalid }: { id: string; value: string[]; onChange: (urls: string[]) => void; max: number; disabled?: boolean; invalid?: boolean }) {
  const [open, setOpen] = useState(false);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(move(value, value.indexOf(String(active.id)), value.indexOf(String(over.id))));
  };
  return (
    <div>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={value} strategy={horizontalListSortingStrategy}>
          <ul className="flex flex-wrap gap-2">
            {value.map((url, i) => (
              <SortableImage key={url} url={url} index={i} disabled={disabled} onRemove={() => onChange(value.filter((u) => u !== url))} />
            ))}
            {!disabled && value.length < max && (
              <li>
                <button id={id} type="button" onClick={() => setOpen(true)} aria-invalid={invalid || undefined} className={`${tile} border-dashed text-2xl text-slate-500 ${invalid ? 'border-danger' : 'border-slate-300'}`} aria-label="添加轮播图" title="添加轮播图">
                  +
                </button>
              </li>
            )}
          </ul>
        </SortableContext>
      </DndContext>
      <p className="mt-1 text-xs text-slate-500">最多{max}张，拖动图片可调整顺序</p>
      <ImagePickerDialog
        open={open}
        multiple
        onClose={() => setOpen(false)}
        onPick={(pictures) => {
          const next = uniqueValues([...value, ...pictures.map((p) => p.sattDir)]);
          if (next.length > max) message.warning(`商品轮播图最多${max}张`);
          onChange(next.slice(0, max));
        }}
      />
    </div>
  );
}

/** 主图视频: an mp4 address typed in or picked from the library's videos. */
export function VideoField({ id, value, onChange, disabled, invalid }: { id: string; value: string; onChange: (url: string) => void; disabled?: boolean; invalid?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex gap-2">
        <Input id={id} value={value} disabled={disabled} invalid={invalid} onChange={(e) => onChange(e.target.value.trim())} placeholder="请输入MP4格式的视频链接" className="max-w-md" />
        {!disabled && (
          <button type="button" onClick={() => setOpen(true)} className="h-8 shrink-0 rounded border border-slate-300 px-3 text-sm text-slate-700 hover:border-primary hover:text-primary">
            选择视频
          </button>
        )}
      </div>
      {value && (
        <video src={value} controls className="h-32 w-56 rounded bg-black" aria-label="主图视频预览">
          <track kind="captions" />
        </video>
      )}
      <VideoPickerDialog open={open} onClose={() => setOpen(false)} onPick={([video]) => video && onChange(video.sattDir)} />
    </div>
  );
}

/** 商品关键字: tags typed and added with Enter; repeated ones are ignored (SPEC.md §5). */
export function KeywordInput({ id, value, onChange, disabled }: { id: string; value: string[]; onChange: (keywords: string[]) => void; disabled?: boolean }) {
  const [text, setText] = useState('');
  const add = () => {
    const keyword = text.trim().replace(/,/g, '');
    if (keyword) onChange(uniqueValues([...value, keyword]));
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      add();
    } else if (e.key === 'Backspace' && !text && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };
  return (
    <div className="flex min-h-8 flex-wrap items-center gap-1 rounded border border-slate-300 bg-white px-2 py-1">
      {value.map((k) => (
        <span key={k} className="inline-flex items-center gap-1 rounded bg-primary-soft px-1.5 text-xs leading-5 text-primary-active">
          {k}
          {!disabled && (
            <button type="button" onClick={() => onChange(value.filter((v) => v !== k))} aria-label={`移除关键字 ${k}`} title="移除">
              ×
            </button>
          )}
        </span>
      ))}
      {!disabled && (
        <input id={id} value={text} onChange={(e) => setText(e.target.value)} onKeyDown={onKeyDown} onBlur={add} placeholder="输入后按回车添加" className="h-6 min-w-32 flex-1 text-sm outline-none" />
      )}
    </div>
  );
}

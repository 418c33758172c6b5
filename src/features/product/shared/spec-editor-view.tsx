import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { Spec } from '@/lib/domain/sku';
import { addSpec, addValue, moveValue, removeSpec, removeValue } from '@/lib/domain/spec-editor';

export interface SpecEditorProps {
  specs: Spec[];
  onChange(specs: Spec[]): void;
  disabled?: boolean;
}

/** The inline '+ 添加' box of one spec: Enter adds and stays open for the next value, leaving it adds what is typed. */
function ValueAdder({ spec, onAdd }: { spec: Spec; onAdd: (value: string) => void }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // Opened by the user's click on '+ 添加': typing goes straight in.
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  if (!open) {
    return (
      <Button size="sm" aria-label={`添加 ${spec.name} 的规格值`} title="添加规格值" onClick={() => setOpen(true)}>
        + 添加
      </Button>
    );
  }
  const commit = () => {
    onAdd(text);
    setText('');
  };
  return (
    <Input
      ref={input}
      aria-label={`${spec.name} 的新规格值`}
      className="!h-7 w-28"
      maxLength={50}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={(e) => {
        if (e.key !== 'Enter') return;
        // Not the surrounding form's submit.
        e.preventDefault();
        commit();
      }}
      onBlur={() => {
        commit();
        setOpen(false);
      }}
    />
  );
}

/** One value tag: the value itself is the handle that drags it (mouse, touch, or Space and the arrow keys). */
function ValueTag({ spec, value, disabled, onRemove }: { spec: Spec; value: string; disabled: boolean; onRemove: () => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: value, disabled });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`inline-flex items-center gap-1 rounded bg-primary-soft px-2 py-0.5 text-xs leading-5 text-primary-active ${isDragging ? 'relative z-10 shadow' : ''}`}
    >
      {disabled ? (
        value
      ) : (
        <>
          <button
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-roledescription="可排序的规格值"
            aria-label={`${spec.name} ${value}`}
            title="拖动调整顺序"
            className="cursor-grab touch-none rounded focus-visible:outline-2 focus-visible:outline-primary"
          >
            {value}
          </button>
          <button
            type="button"
            aria-label={`删除 ${spec.name} ${value}`}
            title="删除"
            onClick={onRemove}
            className="inline-flex size-4 items-center justify-center rounded hover:text-danger focus-visible:outline-2 focus-visible:outline-primary"
          >
            <span aria-hidden>×</span>
          </button>
        </>
      )}
    </li>
  );
}

/** What a screen reader hears while a value is moved with the keyboard. */
const announcementsFor = (spec: Spec): Announcements => {
  const place = (id: string | number) => spec.values.indexOf(String(id)) + 1;
  return {
    onDragStart: ({ active }) => `已选中 ${spec.name} ${active.id}，当前为第${place(active.id)}个，按方向键移动，按空格键放下，按 Esc 取消`,
    onDragOver: ({ active, over }) => (over ? `${active.id} 移到第${place(over.id)}个` : `${active.id} 不在可放下的位置`),
    onDragEnd: ({ active, over }) => (over ? `${active.id} 已放在第${place(over.id)}个` : `${active.id} 已放下`),
    onDragCancel: ({ active }) => `已取消移动 ${active.id}`,
  };
};
const SCREEN_READER_INSTRUCTIONS = { draggable: '按空格键拿起规格值，用左右方向键移动，再按空格键放下，按 Esc 取消。' };

/**
 * A spec's values, in order: each dragged to another place with the mouse or, focused, with Space and the
 * arrow keys (SKU rows then follow the new order); × removes one, '+ 添加' adds one.
 */
function ValueList({ spec, index, specs, onChange, disabled }: { spec: Spec; index: number; specs: Spec[]; onChange(specs: Spec[]): void; disabled: boolean }) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const next = moveValue(specs, index, String(active.id), spec.values.indexOf(String(over.id)));
    if (next !== specs) onChange(next);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements: announcementsFor(spec), screenReaderInstructions: SCREEN_READER_INSTRUCTIONS }}>
      <SortableContext items={spec.values} strategy={horizontalListSortingStrategy} disabled={disabled}>
        <ul aria-label={`${spec.name} 的规格值`} className="mt-2 flex flex-wrap items-center gap-2">
          {spec.values.map((v) => (
            <ValueTag key={v} spec={spec} value={v} disabled={disabled} onRemove={() => onChange(removeValue(specs, index, v))} />
          ))}
          {!disabled && (
            <li>
              <ValueAdder
                spec={spec}
                onAdd={(text) => {
                  const next = addValue(specs, index, text);
                  if (next !== specs) onChange(next);
                }}
              />
            </li>
          )}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

/**
 * The attribute editor (SPEC.md §4 "Attribute editing"): the specs, each a name with closable value tags
 * (dragged into another order) and an inline '+ 添加'; below them a 规格 + 规格值 row whose 确定 adds a new spec with its first value.
 * Blank and repeated values are ignored; a name already listed takes the value instead of a second spec.
 */
export function SpecEditor({ specs, onChange, disabled = false }: SpecEditorProps) {
  const id = useId();
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  const [error, setError] = useState<{ field: 'name' | 'value'; message: string } | null>(null);

  const addNew = () => {
    const result = addSpec(specs, name, value);
    if (!result.ok) {
      setError({ field: result.field, message: result.message });
      return;
    }
    setError(null);
    setName('');
    setValue('');
    onChange(result.specs);
  };

  const onEnter = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    addNew();
  };

  return (
    <div className="flex flex-col gap-3">
      {specs.length > 0 && (
        <ul aria-label="规格列表" className="flex flex-col gap-2">
          {specs.map((spec, index) => (
            <li key={`${index}-${spec.name}`} className="rounded border border-slate-200 bg-slate-50 px-3 py-2">
              <div className="flex items-center gap-2">
                <span className="text-sm font-medium text-slate-800">{spec.name}</span>
                {!disabled && (
                  <button
                    type="button"
                    aria-label={`删除规格 ${spec.name}`}
                    title="删除规格"
                    onClick={() => onChange(removeSpec(specs, index))}
                    className="inline-flex size-5 items-center justify-center rounded text-slate-500 hover:text-danger focus-visible:outline-2 focus-visible:outline-primary"
                  >
                    <span aria-hidden>×</span>
                  </button>
                )}
              </div>
              <ValueList spec={spec} index={index} specs={specs} onChange={onChange} disabled={disabled} />
            </li>
          ))}
        </ul>
      )}
      {!disabled && (
        <div className="flex flex-wrap items-start gap-3">
          <Field id={`${id}-name`} label="规格" error={error?.field === 'name' ? error.message : undefined} className="w-48">
            <Input
              id={`${id}-name`}
              placeholder="请输入规格"
              maxLength={50}
              value={name}
              invalid={error?.field === 'name'}
              aria-describedby={`${id}-name-error`}
              onChange={(e) => {
                setName(e.target.value);
                setError(null);
              }}
              onKeyDown={onEnter}
            />
          </Field>
          <Field id={`${id}-value`} label="规格值" error={error?.field === 'value' ? error.message : undefined} className="w-48">
            <Input
              id={`${id}-value`}
              placeholder="请输入规格值"
              maxLength={50}
              value={value}
              invalid={error?.field === 'value'}
              aria-describedby={`${id}-value-error`}
              onChange={(e) => {
                setValue(e.target.value);
                setError(null);
              }}
              onKeyDown={onEnter}
            />
          </Field>
          <Button variant="primary" className="mt-6" aria-label="确定添加规格" onClick={addNew}>
            确定
          </Button>
        </div>
      )}
    </div>
  );
}

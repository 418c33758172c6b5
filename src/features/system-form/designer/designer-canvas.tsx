import { useState, type ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button } from '@/components/ui/button';
import { kindName, PALETTE, type DesignerField, type PaletteItem, type PaletteKind } from './designer-model';

export interface CanvasActions {
  select: (uid: string) => void;
  move: (from: number, to: number) => void;
  duplicate: (uid: string) => void;
  remove: (uid: string) => void;
}

const nameOf = (item: DesignerField) => item.field.__config__.label || kindName(item.field);

function CanvasItem({ item, index, count, selected, invalid, readOnly, actions }: { item: DesignerField; index: number; count: number; selected: boolean; invalid: boolean; readOnly: boolean; actions: CanvasActions }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.uid, disabled: readOnly, attributes: { roleDescription: '可排序组件' } });
  const { field } = item;
  const name = nameOf(item);
  const style = { transform: CSS.Transform.toString(transform), transition };
  return (
    <li
      ref={setNodeRef}
      style={style}
      aria-current={selected || undefined}
      className={`group relative flex items-stretch rounded border bg-white ${isDragging ? 'z-10 opacity-80 shadow-lg' : ''} ${selected ? 'border-primary ring-1 ring-primary' : invalid ? 'border-danger' : 'border-slate-200 hover:border-primary/60'}`}
    >
      {!readOnly && (
        <button
          ref={setActivatorNodeRef}
          type="button"
          aria-label={`拖动${name}`}
          className="flex w-6 shrink-0 cursor-grab items-center justify-center rounded-l text-slate-500 hover:bg-slate-50 hover:text-slate-600 focus-visible:outline-2 focus-visible:outline-primary active:cursor-grabbing"
          {...attributes}
          {...listeners}
        >
          ⋮⋮
        </button>
      )}
      <button type="button" className="min-w-0 flex-1 px-3 py-2 text-left focus-visible:outline-2 focus-visible:outline-primary" aria-pressed={selected} onClick={() => actions.select(item.uid)}>
        <span className="flex items-center gap-2 text-sm text-slate-700">
          {field.__config__.required && (
            <span aria-hidden="true" className="-mr-1.5 text-danger">
              *
            </span>
          )}
          <span data-field-label>{name}</span>
          <span className="rounded bg-slate-100 px-1.5 text-xs text-slate-600">{kindName(field)}</span>
          {field.__vModel__ && <span className="font-mono text-xs text-slate-500">{field.__vModel__}</span>}
          {invalid && <span className="text-xs text-danger">设置有误</span>}
        </span>
        <span className="mt-1 block truncate rounded border border-slate-200 bg-white px-2 py-1 text-xs text-slate-500">{field.placeholder || ' '}</span>
      </button>
      {!readOnly && (
        <span className="flex shrink-0 items-center gap-0.5 pr-2">
          <Button variant="text" size="sm" className="!px-1" aria-label={`上移${name}`} disabled={index === 0} onClick={() => actions.move(index, index - 1)}>
            ↑
          </Button>
          <Button variant="text" size="sm" className="!px-1" aria-label={`下移${name}`} disabled={index === count - 1} onClick={() => actions.move(index, index + 1)}>
            ↓
          </Button>
          <Button variant="text" size="sm" className="!px-1" aria-label={`复制${name}`} onClick={() => actions.duplicate(item.uid)}>
            复制
          </Button>
          <Button variant="text" size="sm" className="!px-1 !text-danger" aria-label={`删除${name}`} onClick={() => actions.remove(item.uid)}>
            删除
          </Button>
        </span>
      )}
    </li>
  );
}

const PALETTE_PREFIX = 'palette:';
const CANVAS_END = 'canvas-end';

/** A component of the palette: clicked (or Enter) adds it after the chosen field; dragged with the mouse, it goes where it is dropped. */
export function PaletteButton({ item, onAdd }: { item: PaletteItem; onAdd: (kind: PaletteKind) => void }) {
  const { listeners, setNodeRef, isDragging } = useDraggable({ id: `${PALETTE_PREFIX}${item.kind}`, data: { kind: item.kind } });
  return (
    <button
      ref={setNodeRef}
      type="button"
      aria-label={`添加${item.name}`}
      className={`w-full cursor-grab rounded border border-slate-200 bg-slate-50 px-2 py-1.5 text-xs text-slate-700 hover:border-primary hover:text-primary focus-visible:outline-2 focus-visible:outline-primary ${isDragging ? 'opacity-50' : ''}`}
      // The pointer only: the keyboard adds with a click, the arrows and ↑↓ buttons place it.
      onPointerDown={(event) => listeners?.onPointerDown?.(event)}
      onClick={() => onAdd(item.kind)}
    >
      {item.name}
    </button>
  );
}

export interface BoardProps {
  fields: readonly DesignerField[];
  actions: CanvasActions;
  /** A component dropped from the palette, at a position of the form. */
  onDrop: (kind: PaletteKind, at: number) => void;
  children: ReactNode;
}

const paletteKind = (data: unknown): PaletteKind | undefined => {
  if (typeof data !== 'object' || data === null || !('kind' in data)) return undefined;
  return PALETTE.find((p) => p.kind === data.kind)?.kind;
};

/** The drag and drop of the designer: fields reordered on the canvas, components dragged in from the palette. */
export function DesignerBoard({ fields, actions, onDrop, children }: BoardProps) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const [dragging, setDragging] = useState<PaletteKind | undefined>();
  const position = (id: UniqueIdentifier) => fields.findIndex((f) => f.uid === id) + 1;
  const label = (id: UniqueIdentifier) => {
    const kind = String(id).startsWith(PALETTE_PREFIX) ? PALETTE.find((p) => `${PALETTE_PREFIX}${p.kind}` === id) : undefined;
    if (kind) return kind.name;
    const item = fields.find((f) => f.uid === id);
    return item ? nameOf(item) : '';
  };
  const place = (id: UniqueIdentifier) => (id === CANVAS_END ? `第${fields.length + 1}位` : `第${position(id)}位`);
  const announcements: Announcements = {
    onDragStart: ({ active }) => (position(active.id) > 0 ? `已拿起${label(active.id)}，当前位于第${position(active.id)}位，共${fields.length}个组件。` : `已拿起${label(active.id)}。`),
    onDragOver: ({ active, over }) => (over ? `${label(active.id)}移到了${place(over.id)}。` : `${label(active.id)}不在可放置区域。`),
    onDragEnd: ({ active, over }) => (over ? `已将${label(active.id)}放在${place(over.id)}。` : `已放下${label(active.id)}。`),
    onDragCancel: ({ active }) => `已取消拖动，${label(active.id)}回到原位。`,
  };
  const onDragStart = ({ active }: DragStartEvent) => setDragging(paletteKind(active.data.current));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(undefined);
    const kind = paletteKind(active.data.current);
    if (kind) {
      if (over) onDrop(kind, over.id === CANVAS_END ? fields.length : position(over.id) - 1);
      return;
    }
    if (!over || active.id === over.id || over.id === CANVAS_END) return;
    actions.move(position(active.id) - 1, position(over.id) - 1);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(undefined)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: '按空格键或回车键拿起组件，用上下方向键移动，再按空格键或回车键放下，按 Esc 取消。' } }}
    >
      {children}
      <DragOverlay>{dragging && <span className="rounded border border-primary bg-white px-3 py-1.5 text-xs text-primary shadow">{PALETTE.find((p) => p.kind === dragging)?.name}</span>}</DragOverlay>
    </DndContext>
  );
}

/** Where a component dropped below the last field (or on an empty form) goes: the end. */
function CanvasEnd({ empty, readOnly }: { empty: boolean; readOnly: boolean }) {
  const { setNodeRef, isOver } = useDroppable({ id: CANVAS_END, disabled: readOnly });
  if (readOnly) return empty ? <p className="rounded border border-dashed border-slate-300 py-16 text-center text-sm text-slate-500">该表单没有组件</p> : null;
  return (
    <div ref={setNodeRef} className={`rounded border border-dashed text-center text-sm text-slate-500 ${empty ? 'py-16' : 'mt-2 py-4'} ${isOver ? 'border-primary bg-primary-soft' : 'border-slate-300'}`}>
      {empty ? '点击或拖动左侧组件，添加到表单中' : '拖到这里，放在最后'}
    </div>
  );
}

/** The form's fields in order: chosen to edit, dragged (or moved with the keyboard or the arrows) into place. */
export function DesignerCanvas({ fields, selected, invalid, readOnly, actions }: { fields: readonly DesignerField[]; selected: string | undefined; invalid: ReadonlySet<string>; readOnly: boolean; actions: CanvasActions }) {
  return (
    <>
      {fields.length > 0 && (
        <SortableContext items={fields.map((f) => f.uid)} strategy={verticalListSortingStrategy}>
          <ol aria-label="表单组件" className="flex flex-col gap-2">
            {fields.map((item, index) => (
              <CanvasItem key={item.uid} item={item} index={index} count={fields.length} selected={item.uid === selected} invalid={invalid.has(item.uid)} readOnly={readOnly} actions={actions} />
            ))}
          </ol>
        </SortableContext>
      )}
      <CanvasEnd empty={fields.length === 0} readOnly={readOnly} />
    </>
  );
}

import type { Virtualizer } from '@tanstack/react-virtual';
import type { SelectOption } from '@/components/ui/select';
import type { SkuRow, SkuTexts, Spec } from '@/lib/domain/sku';
import { ROW_HEIGHT, type Column } from './sku-columns';
import { SkuTableRow } from './sku-row';

interface BodyProps {
  /** The rows in view of the table's scrolling box, which the header shares. */
  virtualizer: Virtualizer<HTMLDivElement, Element>;
  rows: readonly SkuRow[];
  width: number;
  specs: readonly Spec[];
  columns: readonly Column[];
  errorsByRow: ReadonlyMap<number, ReadonlyMap<string, string>>;
  libraryOptions: readonly SelectOption<number>[];
  disabled: boolean;
  multi: boolean;
  onEdit: (index: number, field: keyof SkuTexts, value: string) => void;
  onPickLibrary: (index: number, cdkeyId: number) => void;
  onPickImage: (index: number) => void;
  onRemove: (index: number) => void;
}

/** The SKU rows: only those in view (the table's virtualizer) are in the DOM, so 1,000 rows stay fast. */
export function SkuTableBody({ virtualizer, rows, width, specs, columns, errorsByRow, libraryOptions, disabled, multi, onEdit, onPickLibrary, onPickImage, onRemove }: BodyProps) {
  return (
    <div
      style={{
        width,
        height: virtualizer.getTotalSize(),
        position: 'relative',
      }}
      role="rowgroup"
    >
      {virtualizer.getVirtualItems().map((item) => (
        <div key={item.key} role="row" aria-rowindex={item.index + 3} className="absolute left-0 flex items-center border-b border-slate-100" style={{ top: item.start, height: ROW_HEIGHT, width }}>
          <SkuTableRow
            row={rows[item.index]}
            index={item.index}
            specs={specs}
            columns={columns}
            errors={errorsByRow.get(item.index)}
            libraryOptions={libraryOptions}
            disabled={disabled}
            removable={multi && rows.length > 1}
            onEdit={onEdit}
            onPickLibrary={onPickLibrary}
            onPickImage={onPickImage}
            onRemove={onRemove}
          />
        </div>
      ))}
    </div>
  );
}

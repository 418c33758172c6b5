import { memo } from 'react';
import { Select, type SelectOption } from '@/components/ui/select';
import { LinkButton } from '@/components/ui/text-link';
import { skuName, type SkuRow, type SkuTexts, type Spec } from '@/lib/domain/sku';
import { CARD_STOCK_NOTE } from '@/features/product/shared/card-stock';
import { ACTION_WIDTH, clean, IMAGE_WIDTH, SPEC_WIDTH, type Column } from './sku-columns';

interface RowProps {
  row: SkuRow;
  index: number;
  specs: readonly Spec[];
  columns: readonly Column[];
  errors: ReadonlyMap<string, string> | undefined;
  /** The card-secret libraries as the 卡密设置 select's options (type 6). */
  libraryOptions: readonly SelectOption<number>[];
  disabled: boolean;
  removable: boolean;
  onEdit: (index: number, field: keyof SkuTexts, value: string) => void;
  onPickLibrary: (index: number, cdkeyId: number) => void;
  onPickImage: (index: number) => void;
  onRemove: (index: number) => void;
}

/** One row; memoised on its row object, so typing in a cell repaints that row only. */
export const SkuTableRow = memo(function SkuTableRow({ row, index, specs, columns, errors, libraryOptions, disabled, removable, onEdit, onPickLibrary, onPickImage, onRemove }: RowProps) {
  const name = specs.length > 0 ? skuName(specs, row) : '默认';
  return (
    <>
      {specs.map((spec) => (
        <div key={spec.name} role="cell" className="truncate px-2 text-sm text-slate-700" style={{ width: SPEC_WIDTH }} title={row.values[spec.name]}>
          {row.values[spec.name]}
        </div>
      ))}
      <div role="cell" className="px-2" style={{ width: IMAGE_WIDTH }}>
        <button
          type="button"
          disabled={disabled}
          onClick={() => onPickImage(index)}
          aria-label={`${name} 图片`}
          title="选择图片"
          className={`flex size-10 items-center justify-center overflow-hidden rounded border ${errors?.has('image') ? 'border-danger' : 'border-dashed border-slate-300'} bg-slate-50 text-lg text-slate-500`}
        >
          {row.image ? <img src={row.image} alt="" className="size-full object-cover" /> : '+'}
        </button>
      </div>
      {columns.map((c) => {
        const error = errors?.get(c.field);
        const cellClass = `h-8 w-full rounded border px-2 text-sm outline-none focus:border-primary disabled:bg-slate-100 ${error ? 'border-danger bg-red-50' : 'border-slate-300'}`;
        if (c.field === 'cdkeyId') {
          return (
            <div key={c.field} role="cell" className="px-1" style={{ width: c.width }} title={error}>
              <Select
                aria-label={`${name} ${c.label}`}
                invalid={Boolean(error)}
                disabled={disabled}
                value={row.cdkeyId}
                onChange={(cdkeyId) => onPickLibrary(index, cdkeyId)}
                options={libraryOptions}
                placeholder="请选择卡密库"
              />
            </div>
          );
        }
        // Every other column is typed text.
        const field = c.field;
        if (c.readOnly) {
          return (
            <div key={c.field} role="cell" className="px-1" style={{ width: c.width }}>
              <input
                aria-label={`${name} ${c.label}`}
                readOnly
                tabIndex={-1}
                title={CARD_STOCK_NOTE}
                value={row.cdkeyId !== null ? row[field] : '-'}
                className="h-8 w-full cursor-default rounded border border-transparent bg-slate-100 px-2 text-sm text-slate-700 outline-none"
              />
            </div>
          );
        }
        return (
          <div key={c.field} role="cell" className="px-1" style={{ width: c.width }}>
            <input
              aria-label={`${name} ${c.label}`}
              aria-invalid={error ? true : undefined}
              title={error}
              disabled={disabled}
              inputMode={c.mode === undefined ? 'text' : 'decimal'}
              value={row[field]}
              onChange={(e) => onEdit(index, field, clean(e.target.value, c.mode))}
              className={cellClass}
            />
          </div>
        );
      })}
      {removable && (
        <div role="cell" className="px-1" style={{ width: ACTION_WIDTH }}>
          <LinkButton danger disabled={disabled} onClick={() => onRemove(index)} aria-label={`删除 ${name}`}>
            删除
          </LinkButton>
        </div>
      )}
    </>
  );
});

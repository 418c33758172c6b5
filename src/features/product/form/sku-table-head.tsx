import type { Dispatch, SetStateAction } from 'react';
import { Button } from '@/components/ui/button';
import type { SkuTexts, Spec } from '@/lib/domain/sku';
import { ACTION_WIDTH, clean, IMAGE_WIDTH, SPEC_WIDTH, type Column } from './sku-columns';

interface HeadProps {
  specs: readonly Spec[];
  columns: readonly Column[];
  width: number;
  multi: boolean;
  disabled: boolean;
  /** 批量设置's values, applied to every row by 应用. */
  batch: SkuTexts;
  setBatch: Dispatch<SetStateAction<SkuTexts>>;
  onPickBatchImage: () => void;
  onApply: () => void;
}

/** The matrix's header row and, for several specs, the 批量设置 row: both stay on top as the rows scroll. */
export function SkuTableHead({ specs, columns, width, multi, disabled, batch, setBatch, onPickBatchImage, onApply }: HeadProps) {
  return (
    <div style={{ width }} className="sticky top-0 z-10 bg-slate-50">
      <div role="row" className="flex h-9 items-center border-b border-slate-200 text-xs font-medium text-slate-600">
        {specs.map((s) => (
          <div key={s.name} role="columnheader" className="truncate px-2" style={{ width: SPEC_WIDTH }}>
            {s.name}
          </div>
        ))}
        <div role="columnheader" className="px-2" style={{ width: IMAGE_WIDTH }}>
          图片
        </div>
        {columns.map((c) => (
          <div key={c.field} role="columnheader" className="px-2" style={{ width: c.width }}>
            {c.label}
          </div>
        ))}
        {multi && (
          <div role="columnheader" className="px-2" style={{ width: ACTION_WIDTH }}>
            操作
          </div>
        )}
      </div>
      {multi && !disabled && (
        <div role="row" aria-label="批量设置" className="flex h-[52px] items-center border-b border-slate-200 bg-white">
          <div role="cell" className="px-2 text-sm font-medium text-slate-700" style={{ width: specs.length * SPEC_WIDTH }}>
            批量设置
          </div>
          <div role="cell" className="px-2" style={{ width: IMAGE_WIDTH }}>
            <button
              type="button"
              onClick={onPickBatchImage}
              aria-label="批量设置 图片"
              title="选择图片"
              className="flex size-10 items-center justify-center overflow-hidden rounded border border-dashed border-slate-300 bg-slate-50 text-lg text-slate-500"
            >
              {batch.image ? <img src={batch.image} alt="" className="size-full object-cover" /> : '+'}
            </button>
          </div>
          {columns.map((c) => (
            <div key={c.field} role="cell" className="px-1" style={{ width: c.width }}>
              {/* One library serves one SKU, so neither it nor the stock it gives is set in batch. */}
              {c.field !== 'cdkeyId' && !c.readOnly && (
                <input
                  aria-label={`批量设置 ${c.label}`}
                  value={batch[c.field]}
                  onChange={(e) =>
                    setBatch((b) => ({
                      ...b,
                      [c.field]: clean(e.target.value, c.mode),
                    }))
                  }
                  className="h-8 w-full rounded border border-slate-300 px-2 text-sm outline-none focus:border-primary"
                />
              )}
            </div>
          ))}
          <div role="cell" className="px-1" style={{ width: ACTION_WIDTH }}>
            <Button size="sm" variant="primary" onClick={onApply}>
              应用
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

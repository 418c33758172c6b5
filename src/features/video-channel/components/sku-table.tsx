import { Input } from '@/components/ui/input';
import { restrictNumberInput } from '@/lib/format';
import type { VideoFormErrors, VideoSkuRow } from '@/features/video-channel/model/video-form-model';

const SKU_HEADERS = ['规格', '图片', '售价', '原价', '库存'];

/** 商品规格: each SKU of the chosen product with its 售价, 原价 and 库存. */
export function SkuTable({ id, rows, errors, readOnly, onChange }: { id: string; rows: readonly VideoSkuRow[]; errors: VideoFormErrors; readOnly: boolean; onChange: (index: number, patch: Partial<VideoSkuRow>) => void }) {
  const cell = 'px-3 py-2 align-top';
  const money = (index: number, key: 'price' | 'otPrice', label: string, row: VideoSkuRow) => {
    const error = errors[`sku-${index}-${key}`];
    return (
      <>
        <Input
          className="w-28"
          inputMode="decimal"
          aria-label={`${row.sku} ${label}`}
          disabled={readOnly}
          value={row[key]}
          invalid={Boolean(error)}
          onChange={(e) => onChange(index, { [key]: restrictNumberInput(e.target.value, 2) })}
        />
        {error && (
          <p role="alert" className="mt-0.5 text-xs text-danger">
            {error}
          </p>
        )}
      </>
    );
  };
  const stockError = (index: number) => errors[`sku-${index}-stock`];
  return (
    <div id={id} tabIndex={-1} className="overflow-x-auto rounded border border-slate-200">
      <table aria-label="商品规格" className="w-full min-w-max text-left text-sm">
        <thead className="bg-slate-50 text-xs text-slate-500">
          <tr>
            {SKU_HEADERS.map((h) => (
              <th key={h} scope="col" className={`px-3 py-2.5 font-medium ${h === '售价' || h === '库存' ? "after:ml-0.5 after:text-danger after:content-['*']" : ''}`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={SKU_HEADERS.length} className="px-3 py-8 text-center text-sm text-slate-500">
                请先选择商品
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={row.source.id ?? row.sku} className="border-t border-slate-200">
                <td className={cell}>{row.sku}</td>
                <td className={cell}>{row.image ? <img src={row.image} alt="" className="size-9 rounded object-cover" /> : '-'}</td>
                <td className={cell}>{money(index, 'price', '售价', row)}</td>
                <td className={cell}>{money(index, 'otPrice', '原价', row)}</td>
                <td className={cell}>
                  <Input
                    className="w-28"
                    inputMode="numeric"
                    aria-label={`${row.sku} 库存`}
                    disabled={readOnly}
                    value={row.stock}
                    invalid={Boolean(stockError(index))}
                    onChange={(e) => onChange(index, { stock: restrictNumberInput(e.target.value, 0) })}
                  />
                  {stockError(index) && (
                    <p role="alert" className="mt-0.5 text-xs text-danger">
                      {stockError(index)}
                    </p>
                  )}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

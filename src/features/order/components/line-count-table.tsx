import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { OrderDetailLine } from '@/api/generated/model';
import { Input } from '@/components/ui/input';
import { restrictNumberInput } from '@/lib/format';
import { PlainTable } from '@/components/list/plain-table';
import { cellClass } from './lines-table';
import { ProductCell } from './product-cell';

/**
 * The lines of an order with a count to type for each (分单发货, 分单退款): 商品信息, 规格, 总数, one fact
 * column, and the count (whole numbers, at most `maxes[i]`, off when nothing is left).
 */
export function LineCountTable({ label, factHeader, fact, countHeader, lines, maxes, register, errorOf }: {
  label: string;
  factHeader: string;
  fact: (line: OrderDetailLine, i: number) => ReactNode;
  countHeader: string;
  lines: readonly OrderDetailLine[];
  maxes: readonly number[];
  register: (i: number) => UseFormRegisterReturn;
  errorOf: (i: number) => string | undefined;
}) {
  return (
    <PlainTable label={label} headers={['商品信息', '规格', '总数', factHeader, countHeader]}>
      {lines.map((line, i) => {
        const registered = register(i);
        const error = errorOf(i);
        return (
          <tr key={line.id} className="border-t border-slate-100">
            <td className={cellClass}>
              <ProductCell image={line.image} name={line.productName} />
            </td>
            <td className={cellClass}>{line.sku || '-'}</td>
            <td className={cellClass}>{line.payNum}</td>
            <td className={cellClass}>{fact(line, i)}</td>
            <td className={cellClass}>
              <Input
                inputMode="numeric"
                className="w-28"
                placeholder={`最多${maxes[i]}`}
                aria-label={`${line.productName} ${line.sku} ${countHeader}`.replace(/\s+/g, ' ')}
                disabled={maxes[i] === 0}
                invalid={Boolean(error)}
                title={error}
                {...registered}
                onChange={(e) => {
                  e.target.value = restrictNumberInput(e.target.value, 0);
                  void registered.onChange(e);
                }}
              />
            </td>
          </tr>
        );
      })}
    </PlainTable>
  );
}

import { Button } from '@/components/ui/button';
import { FormRow } from '@/components/ui/form-row';
import { LinkButton } from '@/components/ui/text-link';
import { yuan } from '@/lib/format';
import type { CouponFormValues } from '@/features/coupon/model/coupon-form-model';

type Products = CouponFormValues['products'];

/** A 商品券's products: the chosen ones, each removable, and 选择商品 to choose them. */
export function CouponProducts({ products, error, onPick, onChange }: { products: Products; error?: string; onPick: () => void; onChange: (next: Products) => void }) {
  return (
    <FormRow labelWidth={9} label="商品" required error={error} errorId="coupon-products-error">
      <div role="group" aria-label="商品" aria-describedby="coupon-products-error" className="flex flex-col gap-2">
        {products.length > 0 && (
          <ul aria-label="已选商品" className="flex max-w-2xl flex-col divide-y divide-slate-100 rounded border border-slate-200">
            {products.map((p) => (
              <li key={p.id} className="flex items-center gap-3 px-3 py-2 text-sm">
                <img src={p.image} alt="" className="size-9 shrink-0 rounded object-cover" />
                <span className="min-w-0 flex-1 truncate text-slate-800">{p.name}</span>
                <span className="text-slate-500">{yuan(p.price)}</span>
                <LinkButton danger aria-label={`移除 ${p.name}`} onClick={() => onChange(products.filter((x) => x.id !== p.id))}>
                  删除
                </LinkButton>
              </li>
            ))}
          </ul>
        )}
        <div>
          <Button size="sm" onClick={onPick}>
            选择商品
          </Button>
        </div>
      </div>
    </FormRow>
  );
}

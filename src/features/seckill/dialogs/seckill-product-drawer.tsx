import { useMemo, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSetSeckillProductPrice } from '@/api/generated/endpoints/seckill/seckill';
import type { SeckillProduct } from '@/api/generated/model';
import { PlainTable } from '@/components/list/plain-table';
import { errorMessages, fieldsResolver, useCheckAll } from '@/components/form/form-checks';
import { FormDrawer } from '@/components/form/form-drawer';
import { useFormPage } from '@/components/form/use-form-page';
import { Input } from '@/components/ui/input';
import { restrictNumberInput, yuan } from '@/lib/format';
import { editPricesOf, editPricesSchema, toPriceRequests, type EditValues } from '@/features/seckill/model/seckill-join-model';
import { ActivityStatusTag, AuditStatusTag, Sessions } from '@/features/seckill/components/seckill-ui';

export const DRAWER_WIDTH = 960;

/** What the drawer does with a product: shows it, or edits its activity prices (an approved one, with the permission). */
export type DrawerMode = 'view' | 'edit';

export const drawerTitles: Record<DrawerMode, string> = { view: '秒杀商品详情', edit: '编辑秒杀商品' };

/** The product a drawer is opened for, and what it does with it. */
export interface SeckillProductTarget {
  product: SeckillProduct;
  mode: DrawerMode;
}

/** The drawer of a seckill product; opened by giving a target, closed with null. */
export function SeckillProductDrawer({ target, onClose }: { target: SeckillProductTarget | null; onClose: () => void }) {
  if (!target) return null;
  return <DrawerBody key={target.product.id} product={target.product} mode={target.mode} onClose={onClose} />;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2 text-sm">
      <dt className="shrink-0 text-slate-500">{label}：</dt>
      <dd className="text-slate-800">{children}</dd>
    </div>
  );
}

function DrawerBody({ product, mode, onClose }: { product: SeckillProduct; mode: DrawerMode; onClose: () => void }) {
  const [schema] = useState(() => editPricesSchema(product.attrValue));
  const initial = useMemo(() => ({ prices: editPricesOf(product.attrValue) }), [product.attrValue]);
  const form = useForm<EditValues>({ resolver: fieldsResolver(schema), defaultValues: initial, shouldFocusError: false });
  const { prices } = useWatch({ control: form.control }) as EditValues;
  // Messages wait for the first 保存, then follow the input.
  const { check } = useCheckAll(form);
  const errors = errorMessages(form.formState.errors);
  const save = useSetSeckillProductPrice();
  const editable = mode !== 'view';
  const dirty = editable && form.formState.isDirty;
  const page = useFormPage({
    dirty,
    // The drawer asks as it closes.
    guard: false,
    save: (valid: EditValues) => save.mutateAsync({ data: { productList: [{ id: product.id, attrValue: toPriceRequests(product.attrValue, valid.prices) }] } }),
    success: '保存成功',
    after: onClose,
  });

  const set = (index: number, price: string) => form.setValue('prices', form.getValues('prices').map((p, i) => (i === index ? price : p)), { shouldDirty: true });
  const submit = async () => {
    if (await check()) await page.submit(form.getValues());
  };

  return (
    <FormDrawer
      title={drawerTitles[mode]}
      width={DRAWER_WIDTH}
      dirty={dirty}
      pending={page.pending}
      onClose={onClose}
      confirmText="保存"
      onSubmit={
        editable
          ? (event) => {
              event.preventDefault();
              return submit();
            }
          : undefined
      }
      className="flex flex-col gap-4"
    >
        <div className="flex gap-4">
          <img src={product.image} alt="" className="size-20 shrink-0 rounded object-cover" />
          <dl className="flex flex-col gap-1.5">
            <Fact label="商品名称">{product.name}</Fact>
            <Fact label="活动名称">{product.activityName}</Fact>
            <Fact label="活动时间">
              <Sessions times={product.timeList} />
            </Fact>
            <Fact label="活动状态">
              <ActivityStatusTag status={product.activityStatus} />
            </Fact>
            <Fact label="审核状态">
              <AuditStatusTag status={product.auditStatus} />
            </Fact>
            {product.auditStatus === 3 && product.reason && <Fact label="失败原因">{product.reason}</Fact>}
          </dl>
        </div>
        <PlainTable label="商品规格" headers={['规格', '售价', '库存', '限量', '限量剩余', '活动价']}>
          {product.attrValue.map((s, i) => {
            const error = errors[s.id];
            return (
              <tr key={s.id} className="border-t border-slate-100">
                <td className="px-3 py-2 align-top">
                  <div className="flex items-center gap-2">
                    {s.image && <img src={s.image} alt="" className="size-8 shrink-0 rounded object-cover" />}
                    <span>{s.sku}</span>
                  </div>
                </td>
                <td className="px-3 py-2 align-top">{yuan(s.price)}</td>
                <td className="px-3 py-2 align-top">{s.stock}</td>
                <td className="px-3 py-2 align-top">{s.quotaShow}</td>
                <td className="px-3 py-2 align-top">{s.quota}</td>
                <td className="px-3 py-2 align-top">
                  {editable ? (
                    <>
                      <Input
                        className="w-28"
                        inputMode="decimal"
                        maxLength={9}
                        aria-label={`${s.sku} 活动价`}
                        value={prices[i] ?? ''}
                        invalid={Boolean(error)}
                        onChange={(e) => set(i, restrictNumberInput(e.target.value, 2))}
                      />
                      {error && (
                        <p role="alert" className="mt-0.5 text-xs text-danger">
                          {error}
                        </p>
                      )}
                    </>
                  ) : (
                    yuan(s.activityPrice)
                  )}
                </td>
              </tr>
            );
          })}
        </PlainTable>
    </FormDrawer>
  );
}

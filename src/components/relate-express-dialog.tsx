import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useGetMerchantExpressPage, useRelateExpress } from '@/api/generated/endpoints/express/express';
import { useGetExpressList } from '@/api/generated/endpoints/order/order';
import type { Express } from '@/api/generated/model';
import { FormDialog } from '@/components/form-dialog';
import { allQueries } from '@/components/list/use-list-page';
import { QueryState } from '@/components/query-state';
import { Field } from '@/components/ui/field';
import { FormSelect } from '@/components/ui/form-select';
import { Input } from '@/components/ui/input';
import { useSubmitOnce } from '@/components/use-submit-once';
import { message } from '@/lib/message';

const relateSchema = z.object({ expressId: z.number({ error: '请选择物流公司' }) });
type RelateValues = z.infer<typeof relateSchema>;

/** Every carrier the store linked, to leave out of the choice (the call's largest page). */
const ALL_LINKED = { page: 1, limit: 9999 } as const;
/** The platform's carriers change rarely: asked once per visit of the dialog's page. */
const PLATFORM_STALE_MS = 5 * 60_000;

/**
 * The carriers the platform offers that the store has not linked yet, matching the typed name or code;
 * the one already chosen stays (a select losing its option would show 请选择 and still send it).
 */
export function relatableExpresses(all: readonly Express[], linkedIds: ReadonlySet<number>, filter: string, chosen?: number): Express[] {
  const text = filter.trim().toLowerCase();
  const matches = (e: Express) => !text || e.name.toLowerCase().includes(text) || e.code.toLowerCase().includes(text);
  return all.filter((e) => !linkedIds.has(e.id) && (matches(e) || e.id === chosen));
}

/**
 * 新增物流公司: one of the platform's carriers (`express/all`) the store has not linked yet; linked, it
 * ships orders once switched on (it is, at first). Opened from 物流管理 and from the ship dialog's
 * 设置物流公司; `onDone` gets the carrier linked (the store's carriers have loaded again by then, lib/refresh.ts).
 */
export function RelateExpressDialog({ onClose, onDone }: { open: boolean; onClose: () => void; onDone?: (linked?: Express) => void }) {
  const platform = useGetExpressList({ type: 'normal' }, { query: { staleTime: PLATFORM_STALE_MS } });
  const linked = useGetMerchantExpressPage(ALL_LINKED);
  const [filter, setFilter] = useState('');
  const form = useForm<RelateValues>({ resolver: zodResolver(relateSchema), mode: 'onTouched' });
  const { errors, isDirty } = form.formState;
  const relate = useRelateExpress();

  const linkedIds = new Set(linked.data?.list.map((e) => e.expressId));
  const free = relatableExpresses(platform.data ?? [], linkedIds, '');
  const chosen = useWatch({ control: form.control, name: 'expressId' });
  const matching = relatableExpresses(platform.data ?? [], linkedIds, filter).length;
  const shown = relatableExpresses(platform.data ?? [], linkedIds, filter, chosen);

  const save = useSubmitOnce(async ({ expressId }: RelateValues) => {
    await relate.mutateAsync({ data: { expressId } });
    message.success('新增成功');
    onClose();
    onDone?.(platform.data?.find((e) => e.id === expressId));
  });

  return (
    <FormDialog title="新增物流公司" width={520} dirty={isDirty} pending={relate.isPending} onClose={onClose} onSubmit={form.handleSubmit(save)}>
      <QueryState query={allQueries(platform, linked)} rows={2} isEmpty={free.length === 0} emptyText="平台的物流公司都已关联">
        <Field id="relate-express-filter" label="筛选">
          <Input id="relate-express-filter" data-autofocus maxLength={32} placeholder="输入名称或编码筛选物流公司" value={filter} onChange={(e) => setFilter(e.target.value)} aria-describedby="relate-express-filter-count" />
        </Field>
        <p id="relate-express-filter-count" className="-mt-3 mb-1 text-xs text-slate-500">
          {filter.trim() ? `找到 ${matching} 家未关联的物流公司` : `共 ${free.length} 家未关联的物流公司`}
        </p>
        <Field id="relate-express" label="物流公司" error={errors.expressId?.message}>
          <FormSelect
            control={form.control}
            name="expressId"
            id="relate-express"
            options={shown.map((e) => ({ value: e.id, label: `${e.name}（${e.code}）` }))}
            searchable
          />
        </Field>
      </QueryState>
    </FormDialog>
  );
}

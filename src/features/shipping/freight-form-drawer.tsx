import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  getGetShippingTemplateInfoQueryKey,
  getGetShippingTemplateListQueryKey,
  useGetCityTree,
  useGetShippingTemplateInfo,
  useSaveShippingTemplate,
  useUpdateShippingTemplate,
} from '@/api/generated/endpoints/shipping/shipping';
import { QueryState } from '@/components/query-state';
import { allQueries } from '@/components/list-page/use-list-page';
import { Button } from '@/components/ui/button';
import { Drawer } from '@/components/ui/drawer';
import { Input } from '@/components/ui/input';
import { useSubmitOnce } from '@/components/use-submit-once';
import { confirmDiscard } from '@/components/use-unsaved-changes';
import { message } from '@/lib/message';
import { FormRow } from '@/components/ui/form-row';
import {
  emptyFreightForm,
  formOfInfo,
  freightAppointOptions,
  freightTypeOptions,
  NAME_MAX,
  newCharge,
  newFree,
  toFreightRequest,
  validateFreight,
  type ChargeDraft,
  type FreeDraft,
  type FreightErrors,
  type FreightFormValues,
} from './freight-form-model';
import { ChargeTable, FreeTable, type RegionTree } from './freight-region-rows';
import { regionIndexOf, type RegionValue } from './region-index';
import { RegionPickerDialog } from './region-picker';

export const DRAWER_WIDTH = 1000;
export const FREIGHT_TITLES = { create: '添加运费模板', edit: '编辑运费模板' } as const;

/** Which drawer is open: a new template, an existing one by id, or none. */
export type FreightTarget = { mode: 'create' } | { mode: 'edit'; id: number } | null;

/** The region tree is the same for every template and never changes while the console runs. */
const TREE_QUERY = { staleTime: Infinity, gcTime: Infinity } as const;

const requiredClass = "before:mr-0.5 before:text-danger before:content-['*']";

function Choice<V extends number>({ name, label, value, options, onChange }: { name: string; label: string; value: V; options: ReadonlyArray<{ value: V; label: string }>; onChange: (v: V) => void }) {
  return (
    <fieldset className="flex items-center pb-5">
      <legend className={`float-left mr-3 w-28 shrink-0 text-right text-sm text-slate-600 ${requiredClass}`}>{label}</legend>
      <div className="flex flex-wrap items-center gap-5">
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-1.5 text-sm text-slate-700">
            <input type="radio" name={name} checked={value === o.value} onChange={() => onChange(o.value)} />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

type Picking = { list: 'charges' | 'frees'; key: string } | null;

interface FormProps {
  initial: FreightFormValues;
  id?: number;
  onClose: () => void;
}

function FreightForm({ initial, id, onClose }: FormProps) {
  const formId = useId();
  const queryClient = useQueryClient();
  // The first values stay the measure of unsaved changes, however often the caller renders.
  const [start] = useState(initial);
  const [values, setValues] = useState(start);
  const [submitted, setSubmitted] = useState(false);
  const [picking, setPicking] = useState<Picking>(null);
  const tree = useGetCityTree(undefined, { query: TREE_QUERY });
  const save = useSaveShippingTemplate();
  const update = useUpdateShippingTemplate();
  const pending = save.isPending || update.isPending;
  const errors: FreightErrors = submitted ? validateFreight(values) : {};
  const dirty = JSON.stringify(values) !== JSON.stringify(start);
  const regionTree: RegionTree = { data: tree.data, loading: tree.isLoading };

  const change = (patch: Partial<FreightFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const changeCharge = (key: string, patch: Partial<ChargeDraft>) =>
    setValues((current) =>
      current.defaultCharge.key === key ? { ...current, defaultCharge: { ...current.defaultCharge, ...patch } } : { ...current, charges: current.charges.map((r) => (r.key === key ? { ...r, ...patch } : r)) },
    );
  const changeFree = (key: string, patch: Partial<FreeDraft>) => setValues((current) => ({ ...current, frees: current.frees.map((r) => (r.key === key ? { ...r, ...patch } : r)) }));
  const close = () => void confirmDiscard(dirty).then((leave) => leave && onClose());

  const submit = useSubmitOnce(async () => {
    setSubmitted(true);
    if (Object.keys(validateFreight(values)).length > 0) return false;
    try {
      const data = toFreightRequest(values, id);
      if (id) await update.mutateAsync({ data });
      else await save.mutateAsync({ data });
    } catch {
      // The HTTP client showed why; everything typed stays.
      return false;
    }
    message.success(id ? '编辑成功' : '创建成功');
    // Every copy of the list (this page, the product form's cached one) and this template's detail load again.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: getGetShippingTemplateListQueryKey() }),
      ...(id ? [queryClient.invalidateQueries({ queryKey: getGetShippingTemplateInfoQueryKey(id) })] : []),
    ]);
    onClose();
    return true;
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  const pickedRow = picking && (picking.list === 'frees' ? values.frees.find((r) => r.key === picking.key) : values.charges.find((r) => r.key === picking.key));
  const onPicked = (value: RegionValue | null) => {
    if (picking) {
      const patch = value ?? { cityId: '', title: '' };
      if (picking.list === 'frees') changeFree(picking.key, patch);
      else changeCharge(picking.key, patch);
    }
    setPicking(null);
  };

  /** The picker opens once the tree is in; a click before that asks for it again. */
  const pick = (list: 'charges' | 'frees') => (key: string) => (tree.data ? setPicking({ list, key }) : void tree.refetch());

  return (
    <Drawer
      open
      onOpenChange={(open) => !open && close()}
      title={id ? FREIGHT_TITLES.edit : FREIGHT_TITLES.create}
      width={DRAWER_WIDTH}
      footer={
        <>
          <Button onClick={close} disabled={pending}>
            取消
          </Button>
          <Button type="submit" form={formId} variant="primary" loading={pending}>
            确定
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
        <FormRow labelWidth={7} id="freight-name" label="模板名称" required error={errors.name}>
          <Input
            id="freight-name"
            className="w-80"
            maxLength={NAME_MAX}
            placeholder="请输入模板名称"
            value={values.name}
            invalid={Boolean(errors.name)}
            aria-describedby="freight-name-error"
            onChange={(e) => change({ name: e.target.value })}
          />
        </FormRow>
        <Choice name="freight-appoint" label="包邮方式" value={values.appoint} options={freightAppointOptions} onChange={(appoint) => change({ appoint })} />
        <Choice name="freight-type" label="计费方式" value={values.type} options={freightTypeOptions} onChange={(type) => change({ type })} />
        {values.appoint !== 0 && (
          <FormRow labelWidth={7} label="运费" error={errors.charges}>
            <ChargeTable
              rows={values.charges}
              defaultRow={values.appoint === 2 ? values.defaultCharge : undefined}
              type={values.type}
              errors={errors}
              tree={regionTree}
              onPick={pick('charges')}
              onChange={changeCharge}
              onRemove={(key) => change({ charges: values.charges.filter((r) => r.key !== key) })}
              onAdd={() => change({ charges: [...values.charges, newCharge()] })}
            />
          </FormRow>
        )}
        {values.appoint === 2 && (
          <FormRow labelWidth={7} label="包邮区域">
            <FreeTable
              rows={values.frees}
              type={values.type}
              errors={errors}
              tree={regionTree}
              onPick={pick('frees')}
              onChange={changeFree}
              onRemove={(key) => change({ frees: values.frees.filter((r) => r.key !== key) })}
              onAdd={() => change({ frees: [...values.frees, newFree()] })}
            />
          </FormRow>
        )}
        <FormRow labelWidth={7} id="freight-sort" label="排序" error={errors.sort}>
          <Input
            id="freight-sort"
            className="w-40"
            inputMode="numeric"
            maxLength={4}
            value={values.sort}
            invalid={Boolean(errors.sort)}
            aria-describedby="freight-sort-error"
            onChange={(e) => change({ sort: e.target.value.replace(/\D/g, '') })}
          />
        </FormRow>
      </form>
      {pickedRow && tree.data && <RegionPickerDialog tree={tree.data} value={pickedRow.cityId ? pickedRow : null} onConfirm={onPicked} onClose={() => setPicking(null)} />}
    </Drawer>
  );
}

/** 编辑运费模板 while the template and the region tree load (its rows' regions are read against the tree), then the form. */
function EditFreight({ id, onClose }: { id: number; onClose: () => void }) {
  const info = useGetShippingTemplateInfo(id);
  const tree = useGetCityTree(undefined, { query: TREE_QUERY });
  if (info.data && tree.data) {
    const initial = formOfInfo(info.data, regionIndexOf(tree.data));
    return <FreightForm key={id} initial={initial} id={id} onClose={onClose} />;
  }
  return (
    <Drawer open onOpenChange={(open) => !open && onClose()} title={FREIGHT_TITLES.edit} width={DRAWER_WIDTH}>
      <QueryState query={allQueries(info, tree)} rows={6}>
        {null}
      </QueryState>
    </Drawer>
  );
}

/** 添加运费模板 / 编辑运费模板 in a drawer from the right (reference §4.8). */
export function FreightFormDrawer({ target, onClose }: { target: FreightTarget; onClose: () => void }) {
  if (!target) return null;
  if (target.mode === 'edit') return <EditFreight key={target.id} id={target.id} onClose={onClose} />;
  return <FreightForm initial={emptyFreightForm()} onClose={onClose} />;
}

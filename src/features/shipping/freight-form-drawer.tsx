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
import type { CityVo } from '@/api/generated/model';
import { QueryState } from '@/components/query-state';
import { allQueries } from '@/components/list-page/use-list-page';
import { Button } from '@/components/ui/button';
import { Drawer } from '@/components/ui/drawer';
import { Input } from '@/components/ui/input';
import { useSubmitOnce } from '@/components/use-submit-once';
import { confirmDiscard } from '@/components/use-unsaved-changes';
import { restrictNumberInput } from '@/lib/format';
import { message } from '@/lib/message';
import {
  DEFAULT_ROW,
  emptyFreightForm,
  FIRST_PRICE,
  formOfInfo,
  FREE_PRICE,
  freightAppointOptions,
  freightTypeOptions,
  NAME_MAX,
  newCharge,
  newFree,
  RENEWAL_PRICE,
  toFreightRequest,
  UNIT_WORDING,
  validateFreight,
  type ChargeDraft,
  type FreeDraft,
  type FreightErrors,
  type FreightFormValues,
} from './freight-form-model';
import { cityIdOfTitle, regionIndexOf, summaryOf, type RegionValue } from './region-index';
import { RegionPickerDialog } from './region-picker';
import { FormRow } from '@/components/ui/form-row';

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

/** A number box of a table row, with its error under it. */
function Cell({ label, value, error, onChange }: { label: string; value: string; error?: string; onChange: (text: string) => void }) {
  return (
    <td className="px-2 py-2 align-top">
      <Input aria-label={label} inputMode="decimal" maxLength={11} className="!w-28" value={value} invalid={Boolean(error)} onChange={(e) => onChange(restrictNumberInput(e.target.value, 2))} />
      {error && (
        <p role="alert" className="mt-0.5 text-xs text-danger">
          {error}
        </p>
      )}
    </td>
  );
}

/** The 送达到 / 选择区域 button of a row: a summary of its regions, opening the picker. */
function RegionCell({ label, value, tree, loading, error, onPick }: { label: string; value: RegionValue; tree: readonly CityVo[] | undefined; loading: boolean; error?: string; onPick: () => void }) {
  const summary = value.cityId && tree ? summaryOf(regionIndexOf(tree), value) : '';
  return (
    <td className="px-2 py-2 align-top">
      <button
        type="button"
        aria-label={`${label} 选择区域`}
        disabled={loading}
        aria-busy={loading || undefined}
        onClick={onPick}
        className={`block max-w-64 truncate rounded border px-3 py-1 text-left text-sm ${error ? 'border-danger' : 'border-slate-300 hover:border-primary'} ${summary ? 'text-slate-800' : 'text-slate-400'}`}
        title={summary || undefined}
      >
        {loading ? '加载中…' : summary || (value.cityId ? '已选择区域' : '选择区域')}
      </button>
      {error && (
        <p role="alert" className="mt-0.5 text-xs text-danger">
          {error}
        </p>
      )}
    </td>
  );
}

function Head({ titles }: { titles: readonly string[] }) {
  return (
    <thead className="bg-slate-50 text-xs text-slate-500">
      <tr>
        {titles.map((h) => (
          <th key={h} scope="col" className="px-2 py-2 font-medium whitespace-nowrap">
            {h}
          </th>
        ))}
      </tr>
    </thead>
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
  const words = UNIT_WORDING[values.type];

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

  const chargeTitles = ['送达到', words.first, FIRST_PRICE, words.renewal, RENEWAL_PRICE, '操作'];
  const chargeRow = (row: ChargeDraft, name: string, isDefault: boolean) => (
    <tr key={row.key} className="border-t border-slate-100">
      {isDefault ? (
        <td className="px-2 py-2 align-top">
          <span className="inline-block pt-1.5 text-sm text-slate-800">{DEFAULT_ROW}</span>
          <span className="block text-xs text-slate-500">全国</span>
        </td>
      ) : (
        <RegionCell label={name} value={row} tree={tree.data} loading={tree.isLoading} error={errors[`${row.key}.region`]} onPick={() => (tree.data ? setPicking({ list: 'charges', key: row.key }) : void tree.refetch())} />
      )}
      <Cell label={`${name} ${words.first}`} value={row.first} error={errors[`${row.key}.first`]} onChange={(first) => changeCharge(row.key, { first })} />
      <Cell label={`${name} ${FIRST_PRICE}`} value={row.firstPrice} error={errors[`${row.key}.firstPrice`]} onChange={(firstPrice) => changeCharge(row.key, { firstPrice })} />
      <Cell label={`${name} ${words.renewal}`} value={row.renewal} error={errors[`${row.key}.renewal`]} onChange={(renewal) => changeCharge(row.key, { renewal })} />
      <Cell label={`${name} ${RENEWAL_PRICE}`} value={row.renewalPrice} error={errors[`${row.key}.renewalPrice`]} onChange={(renewalPrice) => changeCharge(row.key, { renewalPrice })} />
      <td className="px-2 py-2 align-top">
        {!isDefault && (
          <Button variant="text" size="sm" aria-label={`删除 ${name}`} onClick={() => change({ charges: values.charges.filter((r) => r.key !== row.key) })}>
            删除
          </Button>
        )}
      </td>
    </tr>
  );

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
            <div className="flex flex-col items-start gap-2">
              <div tabIndex={0} className="w-full overflow-x-auto rounded border border-slate-200 focus-visible:outline-2 focus-visible:outline-primary">
                <table aria-label="运费" className="w-full min-w-max text-left text-sm">
                  <Head titles={chargeTitles} />
                  <tbody>
                    {values.appoint === 2 && chargeRow(values.defaultCharge, DEFAULT_ROW, true)}
                    {values.charges.map((row, i) => chargeRow(row, `区域${i + 1}`, false))}
                  </tbody>
                </table>
              </div>
              <Button size="sm" onClick={() => change({ charges: [...values.charges, newCharge()] })}>
                添加区域
              </Button>
            </div>
          </FormRow>
        )}
        {values.appoint === 2 && (
          <FormRow labelWidth={7} label="包邮区域">
            <div className="flex flex-col items-start gap-2">
              <div tabIndex={0} className="w-full overflow-x-auto rounded border border-slate-200 focus-visible:outline-2 focus-visible:outline-primary">
                <table aria-label="包邮区域" className="w-full min-w-max text-left text-sm">
                  <Head titles={['选择区域', words.free, FREE_PRICE, '操作']} />
                  <tbody>
                    {values.frees.length === 0 && (
                      <tr>
                        <td colSpan={4} className="px-2 py-4 text-center text-xs text-slate-500">
                          暂未设置包邮区域
                        </td>
                      </tr>
                    )}
                    {values.frees.map((row, i) => {
                      const name = `包邮区域${i + 1}`;
                      return (
                        <tr key={row.key} className="border-t border-slate-100">
                          <RegionCell label={name} value={row} tree={tree.data} loading={tree.isLoading} error={errors[`${row.key}.region`]} onPick={() => (tree.data ? setPicking({ list: 'frees', key: row.key }) : void tree.refetch())} />
                          <Cell label={`${name} ${words.free}`} value={row.number} error={errors[`${row.key}.number`]} onChange={(number) => changeFree(row.key, { number })} />
                          <Cell label={`${name} ${FREE_PRICE}`} value={row.price} error={errors[`${row.key}.price`]} onChange={(price) => changeFree(row.key, { price })} />
                          <td className="px-2 py-2 align-top">
                            <Button variant="text" size="sm" aria-label={`删除 ${name}`} onClick={() => change({ frees: values.frees.filter((r) => r.key !== row.key) })}>
                              删除
                            </Button>
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
              <Button size="sm" onClick={() => change({ frees: [...values.frees, newFree()] })}>
                添加指定包邮区域
              </Button>
            </div>
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

/**
 * 编辑运费模板 while the template and the region tree load, then the form. A row that came without its
 * cityId (the reference backend's detail) gets it from its title's regions and the tree.
 */
function EditFreight({ id, onClose }: { id: number; onClose: () => void }) {
  const info = useGetShippingTemplateInfo(id);
  const tree = useGetCityTree(undefined, { query: TREE_QUERY });
  if (info.data && tree.data) {
    const index = regionIndexOf(tree.data);
    const initial = formOfInfo(info.data, (row) => row.cityId || cityIdOfTitle(index, row.title));
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

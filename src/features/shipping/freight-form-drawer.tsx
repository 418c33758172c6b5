import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  useGetCityTree,
  useGetShippingTemplateInfo,
  useSaveShippingTemplate,
  useUpdateShippingTemplate,
} from '@/api/generated/endpoints/shipping/shipping';
import { ChoiceField } from '@/components/form/choice-field';
import { errorMessages, fieldsResolver, useCheckAll } from '@/components/form/form-checks';
import { FormDrawer } from '@/components/form/form-drawer';
import { useFormPage } from '@/components/form/use-form-page';
import { QueryState } from '@/components/query-state';
import { allQueries } from '@/components/list/use-list-page';
import { Input } from '@/components/ui/input';
import { FormRow } from '@/components/ui/form-row';
import {
  emptyFreightForm,
  formOfInfo,
  freightSchema,
  NAME_MAX,
  newCharge,
  newFree,
  toFreightRequest,
  type ChargeDraft,
  type FreeDraft,
  type FreightFormValues,
} from './freight-form-model';
import { ChargeTable, FreeTable, type RegionTree } from './freight-region-rows';
import { FREIGHT_TITLES, freightAppointOptions, freightTypeOptions, type FreightTarget } from './freight-options';
import { regionIndexOf, type RegionValue } from './region-index';
import { RegionPickerDialog } from './region-picker';

export const DRAWER_WIDTH = 1000;

/** The region tree is the same for every template and never changes while the console runs. */
const TREE_QUERY = { staleTime: Infinity, gcTime: Infinity } as const;

type Picking = { list: 'charges' | 'frees'; key: string } | null;

interface FormProps {
  /** The template's values; undefined while they load (an edit), the form then shows `loading`. */
  initial: FreightFormValues | undefined;
  loading?: ReactNode;
  id?: number;
  onClose: () => void;
}

function FreightForm({ initial, loading, id, onClose }: FormProps) {
  // An edit's values come in after the drawer opened: the form starts from them when they do (`values`).
  const form = useForm<FreightFormValues>({ resolver: fieldsResolver(freightSchema), defaultValues: initial ?? emptyFreightForm(), values: initial, shouldFocusError: false });
  const values = useWatch({ control: form.control }) as FreightFormValues;
  // Messages wait for the first 确定, then follow the input.
  const { check } = useCheckAll(form);
  const errors = errorMessages(form.formState.errors);
  const [picking, setPicking] = useState<Picking>(null);
  const tree = useGetCityTree(undefined, { query: TREE_QUERY });
  const save = useSaveShippingTemplate();
  const update = useUpdateShippingTemplate();
  const regionTree: RegionTree = { data: tree.data, loading: tree.isLoading };

  const page = useFormPage({
    dirty: form.formState.isDirty,
    // The drawer asks as it closes (FormDrawer), not the page.
    guard: false,
    save: (valid: FreightFormValues) => {
      const data = toFreightRequest(valid, id);
      return id ? update.mutateAsync({ data }) : save.mutateAsync({ data });
    },
    success: () => (id ? '编辑成功' : '创建成功'),
    after: onClose,
  });

  const change = (patch: Partial<FreightFormValues>) => {
    for (const [key, value] of Object.entries(patch)) form.setValue(key as keyof FreightFormValues, value as never, { shouldDirty: true });
  };
  const changeCharge = (key: string, patch: Partial<ChargeDraft>) => {
    const current = form.getValues();
    if (current.defaultCharge.key === key) change({ defaultCharge: { ...current.defaultCharge, ...patch } });
    else change({ charges: current.charges.map((r) => (r.key === key ? { ...r, ...patch } : r)) });
  };
  const changeFree = (key: string, patch: Partial<FreeDraft>) => change({ frees: form.getValues('frees').map((r) => (r.key === key ? { ...r, ...patch } : r)) });

  const submit = async () => {
    if (await check()) await page.submit(form.getValues());
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
    <FormDrawer
      title={id ? FREIGHT_TITLES.edit : FREIGHT_TITLES.create}
      width={DRAWER_WIDTH}
      dirty={form.formState.isDirty}
      pending={page.pending}
      loading={loading}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        return submit();
      }}
      after={pickedRow && tree.data && <RegionPickerDialog tree={tree.data} value={pickedRow.cityId ? pickedRow : null} onConfirm={onPicked} onClose={() => setPicking(null)} />}
    >
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
      <ChoiceField label="包邮方式" legend={7} required name="freight-appoint" value={values.appoint} options={freightAppointOptions} onChange={(appoint) => change({ appoint })} />
      <ChoiceField label="计费方式" legend={7} required name="freight-type" value={values.type} options={freightTypeOptions} onChange={(type) => change({ type })} />
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
    </FormDrawer>
  );
}

/** 编辑运费模板: the drawer opens at once and shows the form once the template and the region tree are in (its rows' regions are read against the tree). */
function EditFreight({ id, onClose }: { id: number; onClose: () => void }) {
  const info = useGetShippingTemplateInfo(id);
  const tree = useGetCityTree(undefined, { query: TREE_QUERY });
  // Taken once: a later refetch of the template must not reset what is being typed.
  const [initial, setInitial] = useState<FreightFormValues>();
  if (!initial && info.data && tree.data) setInitial(formOfInfo(info.data, regionIndexOf(tree.data)));
  const loading = initial ? undefined : (
    <QueryState query={allQueries(info, tree)} rows={6}>
      {null}
    </QueryState>
  );
  return <FreightForm initial={initial} loading={loading} id={id} onClose={onClose} />;
}

/** 添加运费模板: the form from empty values, made once (the form follows its `initial`). */
function NewFreight({ onClose }: { onClose: () => void }) {
  const [initial] = useState(emptyFreightForm);
  return <FreightForm initial={initial} onClose={onClose} />;
}

/** 添加运费模板 / 编辑运费模板 in a drawer from the right (reference §4.8). */
export function FreightFormDrawer({ target, onClose }: { target: FreightTarget; onClose: () => void }) {
  if (!target) return null;
  if (target.mode === 'edit') return <EditFreight key={target.id} id={target.id} onClose={onClose} />;
  return <NewFreight onClose={onClose} />;
}

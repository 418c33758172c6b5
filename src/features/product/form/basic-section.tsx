import { useMemo, useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import {
  getGetMerchantCategoryListQueryOptions,
  useGetMerchantCategoryList,
  useGetMerchantCategoryTree,
  useGetPlatformCategoryTree,
} from '@/api/generated/endpoints/product-category/product-category';
import { Authorized } from '@/components/authorized';
import { lazyDialog } from '@/components/lazy-dialog';
import { Button } from '@/components/ui/button';
import { useGetGuaranteeGroupList, useGetPlatformGuaranteeList } from '@/api/generated/endpoints/product-guarantee/product-guarantee';
import { useGetShippingTemplateList } from '@/api/generated/endpoints/shipping/shipping';
import { TreeSelect } from '@/components/tree-select';
import { FormSelect } from '@/components/ui/form-select';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { INTRO_MAX, NAME_MAX, SLIDER_MAX, UNIT_MAX, isShipped, type ProductFormValues } from './form-model';
import { BrandSelect } from './brand-select';
import { ImageField, ImageListField, KeywordInput, VideoField } from './media-fields';
import { FormRow } from '@/components/ui/form-row';
import { CATEGORY_PERMS } from '@/features/product/shared/permissions';
import type { GuaranteeGroup, MerchantCategory } from '@/api/generated/model';
import { idOptions } from '@/features/product/shared/select-options';
import { ChoiceGroup } from '@/components/form/choice-field';

const DICTIONARY = { staleTime: 5 * 60_000 } as const;


/**
 * 保障服务组合: choosing a group puts its shown guarantees in the list below (the group itself is not
 * saved; the choice is shown until 单独设置保障服务 is taken).
 */
function GuaranteeGroupSelect({ groups, disabled, onChoose }: { groups: GuaranteeGroup[] | undefined; disabled: boolean; onChoose: (ids: number[]) => void }) {
  const [groupId, setGroupId] = useState<number | null>(null);
  const options = useMemo(() => idOptions(groups, (g) => g.name), [groups]);
  return (
    <Select
      id="product-guarantee"
      aria-label="保障服务组合"
      value={groupId}
      onChange={(value) => {
        setGroupId(value);
        const group = groups?.find((g) => g.id === value);
        onChoose(group ? group.guaranteeList.filter((g) => g.isShow).map((g) => g.gid) : []);
      }}
      options={options}
      disabled={disabled}
      placeholder="请选择保障服务组合"
    />
  );
}

// The category dialog of 商品分类 (its form and picture picker) loads when 添加分类 is first clicked.
const CategoryDialog = lazyDialog(() => import('@/features/product/shared/category-dialog').then((m) => m.CategoryDialog), () => true);

/**
 * 添加分类 beside 商户商品分类: the dialog of 商品分类 adds a category; the choices have been read again and the
 * new category is chosen too (it is found by its parent and name, which are unique among siblings).
 */
function AddCategory({ chosen, onAdded }: { chosen: number[]; onAdded: (ids: number[]) => void }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const list = useGetMerchantCategoryList(undefined, { query: { enabled: open } });
  const added = async ({ pid, name }: { pid: number; name: string }) => {
    // The save has read the dialog's list again (lib/refresh.ts: it is in use while the dialog is open).
    const options = getGetMerchantCategoryListQueryOptions();
    const all: MerchantCategory[] = queryClient.getQueryData(options.queryKey) ?? (await queryClient.fetchQuery(options));
    const created = all.filter((c) => c.pid === pid && c.name === name).reduce<MerchantCategory | null>((newest, c) => (newest === null || c.id > newest.id ? c : newest), null);
    if (created && !chosen.includes(created.id)) onAdded([...chosen, created.id]);
  };
  return (
    <Authorized perms={CATEGORY_PERMS.add}>
      <Button size="sm" variant="text" onClick={() => setOpen(true)}>
        添加分类
      </Button>
      {open && list.data && <CategoryDialog list={list.data} draft={{ pid: 0, name: '', icon: '', sort: 1 }} onSaved={added} onClose={() => setOpen(false)} />}
    </Authorized>
  );
}

/** 商品信息: name, categories, brand, unit, freight, keywords, intro, pictures, video, guarantees. */
/** How the guarantees are set: a saved combination, or one by one. */
const GUARANTEE_MODES = [
  { value: 'group', label: '使用保障服务组合' },
  { value: 'single', label: '单独设置保障服务' },
] as const;

export function BasicSection({ form, disabled }: { form: UseFormReturn<ProductFormValues>; disabled: boolean }) {
  const { control, register, watch, formState } = form;
  const errors = formState.errors;
  const type = watch('type');
  const categoryId = watch('categoryId');
  const platform = useGetPlatformCategoryTree(undefined, { query: DICTIONARY });
  const merchant = useGetMerchantCategoryTree(undefined, { query: DICTIONARY });
  const templates = useGetShippingTemplateList({ page: 1, limit: 9999 }, { query: { ...DICTIONARY, enabled: isShipped(type) } });
  const guarantees = useGetPlatformGuaranteeList({ type: 0 }, { query: DICTIONARY });
  const groups = useGetGuaranteeGroupList(undefined, { query: DICTIONARY });
  const [guaranteeMode, setGuaranteeMode] = useState<'group' | 'single'>('single');
  const templateOptions = useMemo(() => idOptions(templates.data?.list, (t) => t.name), [templates.data]);

  return (
    <div className="flex max-w-4xl flex-col gap-2">
      <FormRow id="product-name" label="商品名称" required error={errors.name?.message}>
        <Input id="product-name" maxLength={NAME_MAX} disabled={disabled} invalid={Boolean(errors.name)} aria-describedby="product-name-error" placeholder="请输入商品名称" {...register('name')} />
      </FormRow>
      <FormRow id="product-cate" label="商户商品分类" required error={errors.cateIds?.message}>
        <Controller
          control={control}
          name="cateIds"
          render={({ field }) => (
            <div className="flex items-center gap-2">
              <TreeSelect id="product-cate" nodes={merchant.data ?? []} value={field.value} onChange={field.onChange} multiple disabled={disabled} invalid={Boolean(errors.cateIds)} aria-describedby="product-cate-error" placeholder="请选择商户商品分类" className="min-w-0 flex-1" />
              {!disabled && <AddCategory chosen={field.value} onAdded={field.onChange} />}
            </div>
          )}
        />
      </FormRow>
      <FormRow id="product-category" label="平台商品分类" required error={errors.categoryId?.message}>
        <Controller
          control={control}
          name="categoryId"
          render={({ field }) => (
            <TreeSelect
              id="product-category"
              nodes={platform.data ?? []}
              value={field.value === null ? [] : [field.value]}
              onChange={([id]) => {
                field.onChange(id ?? null);
                form.setValue('brandId', null, { shouldDirty: true });
              }}
              selectable={(_, depth) => depth === 2}
              disabled={disabled}
              invalid={Boolean(errors.categoryId)}
              aria-describedby="product-category-error"
              placeholder="请选择平台商品分类（三级）"
            />
          )}
        />
      </FormRow>
      <FormRow id="product-brand" label="品牌" required error={errors.brandId?.message}>
        <BrandSelect control={control} categoryId={categoryId} disabled={disabled} />
      </FormRow>
      <FormRow id="product-unit" label="单位" required error={errors.unitName?.message}>
        <Input id="product-unit" maxLength={UNIT_MAX} disabled={disabled} invalid={Boolean(errors.unitName)} aria-describedby="product-unit-error" placeholder="请输入单位，如 件、盒" className="max-w-xs" {...register('unitName')} />
      </FormRow>
      {isShipped(type) && (
        <FormRow id="product-temp" label="运费模板" required error={errors.tempId?.message}>
          <FormSelect
            control={control}
            name="tempId"
            id="product-temp"
            options={templateOptions}
            searchable
            disabled={disabled}
            placeholder="请选择运费模板"
          />
        </FormRow>
      )}
      <FormRow id="product-keyword" label="商品关键字" error={errors.keywords?.message}>
        <Controller control={control} name="keywords" render={({ field }) => <KeywordInput id="product-keyword" value={field.value} onChange={field.onChange} disabled={disabled} />} />
      </FormRow>
      <FormRow id="product-intro" label="商品简介" required error={errors.intro?.message}>
        <Textarea id="product-intro" rows={3} maxLength={INTRO_MAX} disabled={disabled} invalid={Boolean(errors.intro)} aria-describedby="product-intro-error" placeholder="请输入商品简介" {...register('intro')} />
      </FormRow>
      <FormRow id="product-image" label="商品封面图" required error={errors.image?.message}>
        <Controller control={control} name="image" render={({ field }) => <ImageField id="product-image" label="商品封面图" value={field.value} onChange={field.onChange} disabled={disabled} invalid={Boolean(errors.image)} />} />
      </FormRow>
      <FormRow id="product-slider" label="商品轮播图" required error={errors.sliderImages?.message}>
        <Controller control={control} name="sliderImages" render={({ field }) => <ImageListField id="product-slider" value={field.value} onChange={field.onChange} max={SLIDER_MAX} disabled={disabled} invalid={Boolean(errors.sliderImages)} />} />
      </FormRow>
      <FormRow id="product-video" label="主图视频" error={errors.video?.message}>
        <Controller control={control} name="video" render={({ field }) => <VideoField id="product-video" value={field.value} onChange={field.onChange} disabled={disabled} invalid={Boolean(errors.video)} />} />
      </FormRow>
      <FormRow id="product-guarantee" label="保障服务">
        <Controller
          control={control}
          name="guaranteeIds"
          render={({ field }) => (
            <div className="flex flex-col gap-2">
              <ChoiceGroup
                aria-label="保障服务设置方式"
                className="flex gap-4 text-sm text-slate-700"
                optionClassName="flex items-center gap-1"
                name="guarantee-mode"
                value={guaranteeMode}
                options={GUARANTEE_MODES}
                disabled={disabled}
                onChange={setGuaranteeMode}
              />
              {guaranteeMode === 'group' ? (
                <GuaranteeGroupSelect groups={groups.data} disabled={disabled} onChoose={field.onChange} />
              ) : null}
              <div id={guaranteeMode === 'single' ? 'product-guarantee' : undefined} className="flex flex-wrap gap-x-4 gap-y-1" role="group" aria-label="保障服务">
                {guarantees.data?.map((g) => (
                  <label key={g.id} className="flex items-center gap-1 text-sm text-slate-700">
                    <input
                      type="checkbox"
                      disabled={disabled || guaranteeMode === 'group'}
                      checked={field.value.includes(g.id)}
                      onChange={(e) => field.onChange(e.target.checked ? [...field.value, g.id] : field.value.filter((id) => id !== g.id))}
                    />
                    {g.name}
                  </label>
                ))}
              </div>
            </div>
          )}
        />
      </FormRow>
    </div>
  );
}

import { useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { getGetProductInfoQueryOptions } from '@/api/generated/endpoints/product/product';
import { useGetShippingTemplateList } from '@/api/generated/endpoints/shipping/shipping';
import { useAddVideoDraft, useGetVideoBrandList, useUpdateVideoDraft } from '@/api/generated/endpoints/video-channel/video-channel';
import type { PickerProduct, ProductInfo, VideoCat } from '@/api/generated/model';
import { ImagePickerDialog } from '@/components/material/image-picker-dialog';
import { errorMessages, fieldsResolver, useCheckAll } from '@/components/form/form-checks';
import { FormPage } from '@/components/form/form-page';
import { useFormPage } from '@/components/form/use-form-page';
import { ProductPickerDialog } from '@/components/product-picker/product-picker';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useDialogs } from '@/components/use-dialogs';
import { message } from '@/lib/message';
import { catLevels, chosenLeaf, PICTURES_MAX, TITLE_MAX, toRequest, UNIT_MAX, valuesOfProduct, videoFormSchema, type VideoFormErrors, type VideoFormValues, type VideoSkuRow } from '@/features/video-channel/model/video-form-model';
import { SHIPPING_TEMPLATE_PARAMS, VIDEO_DICTIONARY } from '@/features/video-channel/model/video-form-queries';
import { DRAFT_LIST_PATH } from '@/features/video-channel/model/video-options';
import { FormRow } from '@/components/ui/form-row';
import { SkuTable } from './sku-table';
import { Pictures } from './video-pictures';

const LEVEL_LABELS = ['一级类目', '二级类目', '三级类目'] as const;

/** The form itself, from its first values: adds or saves the draft and goes back to 草稿列表. */
export function VideoForm({ id, readOnly, title, tree, initial }: { id?: number; readOnly: boolean; title: string; tree: VideoCat[]; initial: VideoFormValues }) {
  const base = useId();
  const fid = (key: string) => `${base}-${key}`;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const schema = useMemo(() => videoFormSchema(tree), [tree]);
  const form = useForm<VideoFormValues>({ resolver: fieldsResolver(schema), defaultValues: initial, shouldFocusError: false });
  const values = useWatch({ control: form.control }) as VideoFormValues;
  // Messages wait for the first 保存, then follow the input.
  const { check } = useCheckAll(form);
  const errors: VideoFormErrors = errorMessages(form.formState.errors);
  // The product picker, or the picture library for the carousel or the qualification pictures.
  const dialogs = useDialogs<{ product: true; pictures: 'headImg' | 'qualificationPics' }>();
  const picturesFor = dialogs.target('pictures');
  const brands = useGetVideoBrandList(undefined, VIDEO_DICTIONARY);
  const templates = useGetShippingTemplateList(SHIPPING_TEMPLATE_PARAMS, VIDEO_DICTIONARY);
  const add = useAddVideoDraft();
  const update = useUpdateVideoDraft();
  const page = useFormPage({
    dirty: form.formState.isDirty && !readOnly,
    save: (valid: VideoFormValues) => {
      const data = toRequest(valid, tree, id);
      return id === undefined ? add.mutateAsync({ data }) : update.mutateAsync({ data });
    },
    success: () => (id === undefined ? '创建成功' : '编辑成功'),
    leaveTo: DRAFT_LIST_PATH,
  });

  const levels = catLevels(tree, values.cats);
  const leaf = chosenLeaf(tree, values.cats);

  const change = (next: (current: VideoFormValues) => VideoFormValues) => {
    const changed = next(form.getValues());
    for (const key of Object.keys(changed) as Array<keyof VideoFormValues>) {
      if (changed[key] !== form.getValues(key)) form.setValue(key, changed[key] as never, { shouldDirty: true });
    }
  };
  const set = <K extends keyof VideoFormValues>(key: K, value: VideoFormValues[K]) => change((current) => ({ ...current, [key]: value }));
  const setCat = (level: 0 | 1 | 2, value: number) =>
    change((current) => {
      const next: VideoFormValues['cats'] = [...current.cats];
      next[level] = value;
      // A higher level's change clears the levels under it.
      for (let l = level + 1; l < 3; l++) next[l] = null;
      return { ...current, cats: next };
    });
  const setSku = (index: number, patch: Partial<VideoSkuRow>) => change((current) => ({ ...current, skus: current.skus.map((s, i) => (i === index ? { ...s, ...patch } : s)) }));

  const pickProduct = async (picked: PickerProduct | undefined) => {
    if (!picked) return;
    let info: ProductInfo | undefined;
    try {
      info = await queryClient.fetchQuery(getGetProductInfoQueryOptions(picked.id));
    } catch {
      // Without the details the picker's own data fills the form.
    }
    change((current) => valuesOfProduct(current, picked, info));
  };

  const addPictures = (key: 'headImg' | 'qualificationPics', urls: string[]) => {
    const next = [...new Set([...values[key], ...urls])];
    if (next.length > PICTURES_MAX) message.warning(`最多${PICTURES_MAX}张`);
    set(key, next.slice(0, PICTURES_MAX));
  };

  const submit = async () => {
    if (await check()) await page.submit(form.getValues());
  };

  const described = (key: string) => ({ invalid: Boolean(errors[key]), 'aria-describedby': `${fid(key)}-error` });

  return (
    <FormPage
      title={title}
      backTo={DRAFT_LIST_PATH}
      onSubmit={(e) => {
        e.preventDefault();
        return submit();
      }}
      footerAlign={8}
      footer={
        <>
          <Button onClick={() => void navigate({ href: DRAFT_LIST_PATH })}>{readOnly ? '返回' : '取消'}</Button>
          {!readOnly && (
            <Button type="submit" variant="primary" loading={page.pending}>
              保存
            </Button>
          )}
        </>
      }
      after={
        !readOnly && (
          <>
            <ProductPickerDialog open={dialogs.target('product') !== null} onClose={dialogs.close} onPick={([picked]) => void pickProduct(picked)} />
            <ImagePickerDialog
              open={picturesFor !== null}
              multiple
              onClose={dialogs.close}
              onPick={(pictures) => addPictures(picturesFor ?? 'headImg', pictures.map((p) => p.sattDir))}
            />
          </>
        )
      }
    >
      <FormRow id={fid('product')} label="选择商品" required error={errors.product}>
        <div className="flex items-center gap-3">
          <span id={fid('product')} className="text-sm text-slate-700">
            {values.productId === null ? '未选择' : values.productName ? `${values.productName}（ID：${values.productId}）` : `商品ID：${values.productId}`}
          </span>
          {!readOnly && (
            <Button size="sm" onClick={() => dialogs.open('product', true)}>
              {values.productId === null ? '选择商品' : '重新选择'}
            </Button>
          )}
        </div>
      </FormRow>
      <FormRow id={fid('headImg')} label="商品轮播图" required error={errors.headImg} hint={`最多${PICTURES_MAX}张`}>
        <Pictures id={fid('headImg')} label="商品轮播图" urls={values.headImg} readOnly={readOnly} onAdd={() => dialogs.open('pictures', 'headImg')} onRemove={(url) => set('headImg', values.headImg.filter((u) => u !== url))} />
      </FormRow>
      <FormRow id={fid('title')} label="商品标题" required error={errors.title}>
        <Input id={fid('title')} className="w-96" maxLength={TITLE_MAX} placeholder="请输入商品标题" disabled={readOnly} value={values.title} {...described('title')} onChange={(e) => set('title', e.target.value)} />
      </FormRow>
      <FormRow id={fid('unitName')} label="单位" required error={errors.unitName}>
        <Input id={fid('unitName')} className="w-56" maxLength={UNIT_MAX} placeholder="请输入单位" disabled={readOnly} value={values.unitName} {...described('unitName')} onChange={(e) => set('unitName', e.target.value)} />
      </FormRow>
      <FormRow id={fid('tempId')} label="运费模板" required error={errors.tempId}>
        <Select
          id={fid('tempId')}
          className="w-56"
          placeholder="请选择运费模板"
          disabled={readOnly}
          value={values.tempId}
          options={(templates.data?.list ?? []).map((t) => ({ value: t.id, label: t.name }))}
          invalid={Boolean(errors.tempId)}
          aria-describedby={`${fid('tempId')}-error`}
          onChange={(v) => set('tempId', v)}
        />
      </FormRow>
      <FormRow id={fid('cat-0')} label="微信商品类目" required error={errors.cats} hint={leaf?.productQualification ? `该类目${leaf.productQualificationType === 1 ? '必须' : '可'}上传商品资质：${leaf.productQualification}` : undefined}>
        <div className="flex flex-wrap gap-2">
          {levels.map((options, level) => (
            <Select
              key={LEVEL_LABELS[level]}
              id={fid(`cat-${level}`)}
              aria-label={LEVEL_LABELS[level]}
              className="w-40"
              placeholder={`请选择${LEVEL_LABELS[level]}`}
              disabled={readOnly || (level > 0 && values.cats[level - 1] === null)}
              value={values.cats[level]}
              options={options}
              invalid={Boolean(errors.cats)}
              aria-describedby={`${fid('cat-0')}-error`}
              onChange={(v) => setCat(level as 0 | 1 | 2, v)}
            />
          ))}
        </div>
      </FormRow>
      <FormRow id={fid('brandId')} label="商品品牌">
        <Select
          id={fid('brandId')}
          className="w-56"
          placeholder="请选择商品品牌"
          disabled={readOnly}
          value={values.brandId}
          // The brand is optional: once one is chosen, 不选择品牌 takes it back. The reference backend names a brand by its trademark word only.
          options={[...(values.brandId === null ? [] : [{ value: null, label: '不选择品牌' }]), ...(brands.data ?? []).map((b) => ({ value: b.brandId, label: b.brandName ?? b.brandWording ?? `品牌 ${b.brandId}` }))]}
          onChange={(v) => set('brandId', v)}
        />
      </FormRow>
      {leaf?.productQualificationType ? (
        <FormRow id={fid('qualificationPics')} label="商品资质图" required={leaf.productQualificationType === 1} error={errors.qualificationPics} hint={leaf.productQualification}>
          <Pictures
            id={fid('qualificationPics')}
            label="商品资质图"
            urls={values.qualificationPics}
            readOnly={readOnly}
            onAdd={() => dialogs.open('pictures', 'qualificationPics')}
            onRemove={(url) => set('qualificationPics', values.qualificationPics.filter((u) => u !== url))}
          />
        </FormRow>
      ) : null}
      <FormRow id={fid('skus')} label="商品规格" required error={errors.skus}>
        <SkuTable id={fid('skus')} rows={values.skus} errors={errors} readOnly={readOnly} onChange={setSku} />
      </FormRow>
      <FormRow id={fid('descInfo')} label="商品详情">
        <Textarea id={fid('descInfo')} rows={6} maxLength={20000} placeholder="请输入商品详情" disabled={readOnly} value={values.descInfo} onChange={(e) => set('descInfo', e.target.value)} />
      </FormRow>
    </FormPage>
  );
}

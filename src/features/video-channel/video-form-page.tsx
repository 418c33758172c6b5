import { useId, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useLocation, useNavigate } from '@tanstack/react-router';
import { getGetProductInfoQueryOptions } from '@/api/generated/endpoints/product/product';
import { useGetShippingTemplateList } from '@/api/generated/endpoints/shipping/shipping';
import { useAddVideoDraft, useGetVideoBrandList, useGetVideoCatList, useGetVideoDraftInfo, useUpdateVideoDraft } from '@/api/generated/endpoints/video-channel/video-channel';
import type { PickerProduct, ProductInfo, VideoCat } from '@/api/generated/model';
import { ImagePickerDialog } from '@/components/material/image-picker-dialog';
import { PageHeader } from '@/components/page-header';
import { ProductPickerDialog } from '@/components/product-picker/product-picker-dialog';
import { QueryState } from '@/components/query-state';
import { allQueries } from '@/components/list-page/use-list-page';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useSubmitOnce } from '@/components/use-submit-once';
import { useUnsavedChanges } from '@/components/use-unsaved-changes';
import { restrictNumberInput } from '@/lib/format';
import { message } from '@/lib/message';
import { closeTab } from '@/lib/tabs';
import { DRAFT_LIST_PATH, VIDEO_QUERY_PREFIX } from './video-options';
import {
  catLevels,
  chosenLeaf,
  emptyValues,
  PICTURES_MAX,
  TITLE_MAX,
  toRequest,
  UNIT_MAX,
  validate,
  valuesOfDraft,
  valuesOfProduct,
  type VideoFormErrors,
  type VideoFormValues,
  type VideoSkuRow,
} from './video-form-model';

const route = getRouteApi('/_authed/_permitted/videoChannel/creatVideoChannel/{-$id}/{-$isDisabled}');

const DICTIONARY = { staleTime: 5 * 60_000 };
const selectClass = 'h-8 rounded border bg-white px-2 text-sm text-slate-800 disabled:bg-slate-100';
const LEVEL_LABELS = ['一级类目', '二级类目', '三级类目'] as const;

/** The form's draft and mode from the address: no (valid) id adds; isDisabled 1 only shows. */
export function videoFormMode(params: { id?: string; isDisabled?: string }) {
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  return { id: valid ? id : undefined, readOnly: valid && params.isDisabled === '1' };
}

const titleOf = (id: number | undefined, readOnly: boolean) => (readOnly ? '视频号商品详情' : id ? '编辑视频号商品' : '添加视频号商品');

/** /videoChannel/creatVideoChannel/{id?}/{isDisabled?}: adds, edits or shows a video-channel draft (reference §4.16). */
export function VideoFormPage() {
  const { id, readOnly } = videoFormMode(route.useParams());
  const cats = useGetVideoCatList(undefined, { query: DICTIONARY });
  const draft = useGetVideoDraftInfo(id ?? 0, undefined, { query: { enabled: id !== undefined, gcTime: 0 } });
  const title = titleOf(id, readOnly);
  const tree = cats.data;
  const ready = tree && (id === undefined || draft.data);
  if (!ready) {
    return (
      <div className="flex flex-col gap-3">
        <PageHeader title={title} backTo={DRAFT_LIST_PATH} />
        <div className="rounded bg-white p-5">
          <QueryState query={allQueries(cats, draft)} rows={8}>
            {null}
          </QueryState>
        </div>
      </div>
    );
  }
  const initial = draft.data && id !== undefined ? valuesOfDraft(draft.data, tree) : emptyValues();
  return <VideoForm key={id ?? 'new'} id={id} readOnly={readOnly} title={title} tree={tree} initial={initial} />;
}

function VideoForm({ id, readOnly, title, tree, initial }: { id?: number; readOnly: boolean; title: string; tree: VideoCat[]; initial: VideoFormValues }) {
  const base = useId();
  const fid = (key: string) => `${base}-${key}`;
  const navigate = useNavigate();
  const pathname = useLocation({ select: (l) => l.pathname });
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [picking, setPicking] = useState<'product' | 'headImg' | 'qualificationPics' | null>(null);
  const brands = useGetVideoBrandList(undefined, { query: DICTIONARY });
  const templates = useGetShippingTemplateList({ page: 1, limit: 9999 }, { query: DICTIONARY });
  const add = useAddVideoDraft();
  const update = useUpdateVideoDraft();
  const guard = useUnsavedChanges(touched && !readOnly);

  const errors: VideoFormErrors = submitted ? validate(values, tree) : {};
  const levels = catLevels(tree, values.cats);
  const leaf = chosenLeaf(tree, values.cats);

  const change = (next: (current: VideoFormValues) => VideoFormValues) => {
    setTouched(true);
    setValues(next);
  };
  const set = <K extends keyof VideoFormValues>(key: K, value: VideoFormValues[K]) => change((current) => ({ ...current, [key]: value }));
  const setCat = (level: 0 | 1 | 2, value: string) =>
    change((current) => {
      const next: VideoFormValues['cats'] = [...current.cats];
      next[level] = value;
      // A higher level's change clears the levels under it.
      for (let l = level + 1; l < 3; l++) next[l] = '';
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

  const submit = useSubmitOnce(async () => {
    setSubmitted(true);
    if (Object.keys(validate(values, tree)).length > 0) return false;
    try {
      const data = toRequest(values, tree, id);
      await (id === undefined ? add.mutateAsync({ data }) : update.mutateAsync({ data }));
    } catch {
      // The HTTP client showed the server's message; everything typed stays for another try.
      return false;
    }
    message.success(id === undefined ? '创建成功' : '编辑成功');
    await queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(VIDEO_QUERY_PREFIX) });
    guard.release();
    closeTab(pathname, '');
    await navigate({ href: DRAFT_LIST_PATH });
    return true;
  });

  const described = (key: string) => ({ invalid: Boolean(errors[key]), 'aria-describedby': `${fid(key)}-error` });

  return (
    <div className="flex flex-col gap-3">
      <PageHeader title={title} backTo={DRAFT_LIST_PATH} />
      <form
        aria-label={title}
        noValidate
        className="flex flex-col gap-2 rounded bg-white p-5"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Row id={fid('product')} label="选择商品" required error={errors.product}>
          <div className="flex items-center gap-3">
            <span id={fid('product')} className="text-sm text-slate-700">
              {values.productId === null ? '未选择' : values.productName ? `${values.productName}（ID：${values.productId}）` : `商品ID：${values.productId}`}
            </span>
            {!readOnly && (
              <Button size="sm" onClick={() => setPicking('product')}>
                {values.productId === null ? '选择商品' : '重新选择'}
              </Button>
            )}
          </div>
        </Row>
        <Row id={fid('headImg')} label="商品轮播图" required error={errors.headImg} hint={`最多${PICTURES_MAX}张`}>
          <Pictures id={fid('headImg')} label="商品轮播图" urls={values.headImg} readOnly={readOnly} onAdd={() => setPicking('headImg')} onRemove={(url) => set('headImg', values.headImg.filter((u) => u !== url))} />
        </Row>
        <Row id={fid('title')} label="商品标题" required error={errors.title}>
          <Input id={fid('title')} className="w-96" maxLength={TITLE_MAX} placeholder="请输入商品标题" disabled={readOnly} value={values.title} {...described('title')} onChange={(e) => set('title', e.target.value)} />
        </Row>
        <Row id={fid('unitName')} label="单位" required error={errors.unitName}>
          <Input id={fid('unitName')} className="w-56" maxLength={UNIT_MAX} placeholder="请输入单位" disabled={readOnly} value={values.unitName} {...described('unitName')} onChange={(e) => set('unitName', e.target.value)} />
        </Row>
        <Row id={fid('tempId')} label="运费模板" required error={errors.tempId}>
          <select
            id={fid('tempId')}
            className={`${selectClass} w-56 ${errors.tempId ? 'border-danger' : 'border-slate-300'}`}
            disabled={readOnly}
            value={values.tempId}
            aria-invalid={Boolean(errors.tempId) || undefined}
            aria-describedby={`${fid('tempId')}-error`}
            onChange={(e) => set('tempId', e.target.value)}
          >
            <option value="">请选择运费模板</option>
            {(templates.data?.list ?? []).map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </Row>
        <Row id={fid('cat-0')} label="微信商品类目" required error={errors.cats} hint={leaf?.productQualification ? `该类目${leaf.productQualificationType === 1 ? '必须' : '可'}上传商品资质：${leaf.productQualification}` : undefined}>
          <div className="flex flex-wrap gap-2">
            {levels.map((options, level) => (
              <select
                key={LEVEL_LABELS[level]}
                id={fid(`cat-${level}`)}
                aria-label={LEVEL_LABELS[level]}
                className={`${selectClass} w-40 ${errors.cats ? 'border-danger' : 'border-slate-300'}`}
                disabled={readOnly || (level > 0 && values.cats[level - 1] === '')}
                value={values.cats[level]}
                aria-invalid={Boolean(errors.cats) || undefined}
                aria-describedby={`${fid('cat-0')}-error`}
                onChange={(e) => setCat(level as 0 | 1 | 2, e.target.value)}
              >
                <option value="">{`请选择${LEVEL_LABELS[level]}`}</option>
                {options.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </select>
            ))}
          </div>
        </Row>
        <Row id={fid('brandId')} label="商品品牌">
          <select id={fid('brandId')} className={`${selectClass} w-56 border-slate-300`} disabled={readOnly} value={values.brandId} onChange={(e) => set('brandId', e.target.value)}>
            <option value="">请选择商品品牌</option>
            {(brands.data ?? []).map((b) => (
              <option key={b.brandId} value={b.brandId}>
                {b.brandName}
              </option>
            ))}
          </select>
        </Row>
        {leaf?.productQualificationType ? (
          <Row id={fid('qualificationPics')} label="商品资质图" required={leaf.productQualificationType === 1} error={errors.qualificationPics} hint={leaf.productQualification}>
            <Pictures
              id={fid('qualificationPics')}
              label="商品资质图"
              urls={values.qualificationPics}
              readOnly={readOnly}
              onAdd={() => setPicking('qualificationPics')}
              onRemove={(url) => set('qualificationPics', values.qualificationPics.filter((u) => u !== url))}
            />
          </Row>
        ) : null}
        <Row id={fid('skus')} label="商品规格" required error={errors.skus}>
          <SkuTable id={fid('skus')} rows={values.skus} errors={errors} readOnly={readOnly} onChange={setSku} />
        </Row>
        <Row id={fid('descInfo')} label="商品详情">
          <Textarea id={fid('descInfo')} rows={6} maxLength={20000} placeholder="请输入商品详情" disabled={readOnly} value={values.descInfo} onChange={(e) => set('descInfo', e.target.value)} />
        </Row>
        <div className="flex gap-3 border-t border-slate-100 pt-4 pl-35">
          <Button onClick={() => void navigate({ href: DRAFT_LIST_PATH })}>{readOnly ? '返回' : '取消'}</Button>
          {!readOnly && (
            <Button type="submit" variant="primary" loading={add.isPending || update.isPending}>
              保存
            </Button>
          )}
        </div>
      </form>
      {!readOnly && (
        <>
          <ProductPickerDialog open={picking === 'product'} onClose={() => setPicking(null)} onPick={([picked]) => void pickProduct(picked)} />
          <ImagePickerDialog
            open={picking === 'headImg' || picking === 'qualificationPics'}
            multiple
            onClose={() => setPicking(null)}
            onPick={(pictures) => addPictures(picking === 'qualificationPics' ? 'qualificationPics' : 'headImg', pictures.map((p) => p.sattDir))}
          />
        </>
      )}
    </div>
  );
}

/** A labelled row: the label, the control, and its error or hint. */
function Row({ id, label, required = false, error, hint, children }: { id: string; label: string; required?: boolean; error?: string; hint?: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] items-start gap-x-3">
      <label htmlFor={id} className={`pt-1.5 text-right text-sm text-slate-600 ${required ? "before:mr-0.5 before:text-danger before:content-['*']" : ''}`}>
        {label}
      </label>
      <div className="min-w-0">
        {children}
        <p id={`${id}-error`} role={error ? 'alert' : undefined} className="min-h-4 text-xs leading-5 text-danger">
          {error ?? (hint ? <span className="text-slate-500">{hint}</span> : null)}
        </p>
      </div>
    </div>
  );
}

function Pictures({ id, label, urls, readOnly, onAdd, onRemove }: { id: string; label: string; urls: readonly string[]; readOnly: boolean; onAdd: () => void; onRemove: (url: string) => void }) {
  return (
    <ul id={id} aria-label={label} tabIndex={-1} className="flex flex-wrap gap-2">
      {urls.map((url, i) => (
        <li key={url} className="relative size-16 overflow-hidden rounded border border-slate-200">
          <img src={url} alt={`${label}${i + 1}`} className="size-full object-cover" />
          {!readOnly && (
            <button type="button" aria-label={`删除${label}${i + 1}`} onClick={() => onRemove(url)} className="absolute top-0 right-0 rounded-bl bg-black/60 px-1 text-xs leading-4 text-white">
              ×
            </button>
          )}
        </li>
      ))}
      {!readOnly && urls.length < PICTURES_MAX && (
        <li>
          <button
            type="button"
            aria-label={`添加${label}`}
            onClick={onAdd}
            className="flex size-16 items-center justify-center rounded border border-dashed border-slate-300 text-2xl text-slate-400 hover:border-primary hover:text-primary focus-visible:outline-2 focus-visible:outline-primary"
          >
            +
          </button>
        </li>
      )}
    </ul>
  );
}

const SKU_HEADERS = ['规格', '图片', '售价', '原价', '库存'];

function SkuTable({ id, rows, errors, readOnly, onChange }: { id: string; rows: readonly VideoSkuRow[]; errors: VideoFormErrors; readOnly: boolean; onChange: (index: number, patch: Partial<VideoSkuRow>) => void }) {
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
              <tr key={row.attrValueId} className="border-t border-slate-200">
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

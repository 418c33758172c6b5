import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { getRouteApi } from '@tanstack/react-router';
import { useSaveLiveGoods } from '@/api/generated/endpoints/live-goods/live-goods';
import type { ProductListItem } from '@/api/generated/model';
import { ImagePickerDialog } from '@/components/material/image-picker-dialog';
import { confirm } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { LiveProductPickerDialog } from '@/components/product-picker/product-picker';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/text-link';
import { useDialogs } from '@/components/use-dialogs';
import { useFormPage } from '@/components/form/use-form-page';
import { message } from '@/lib/message';
import { REMOVE_LIVE_GOODS_QUESTION } from '@/features/broadcast/model/room-rules';
import { CoverPicker, NameInput, PriceInputs, PriceTypeRadios, type RegisterDraft } from '@/features/broadcast/components/live-goods-fields';
import { draftBody, draftMessages, LIVE_GOODS_LIST_PATH, LIVE_GOODS_NAME_MAX, liveGoodsRowsSchema, liveGoodsUrl, type DraftErrors, type LiveGoodsRow } from '@/features/broadcast/model/live-goods-price';
import { isReady, useWechatMedia } from '@/features/broadcast/model/wechat-media';

const route = getRouteApi('/_authed/_permitted/marketing/broadcast/creatPro/{-$liveId}');

type Rows = { rows: LiveGoodsRow[] };

const rowOf = (product: ProductListItem): LiveGoodsRow => ({
  product,
  name: product.name.slice(0, LIVE_GOODS_NAME_MAX),
  cover: product.image,
  priceType: '1',
  price: product.price,
  price2: '',
});

const HEADERS = ['商品名称', '商品图', '价格类型', '直播价', '操作'];

/**
 * 添加直播商品 /marketing/broadcast/creatPro/{liveId?}: products chosen in the live-goods picker become
 * rows (name ≤14, cover, price type and prices), all submitted for review at once (批量新增并提审).
 * Each row's cover goes to WeChat when it is chosen (the product's picture, or one from the library), and
 * the save names it by WeChat's media id too. Opened from a room (liveId), the page leads back to that room.
 */
export function LiveGoodsFormPage() {
  const { liveId } = route.useParams();
  // Once a submit has shown the problems, they follow the input (react-hook-form's re-validation on change).
  const form = useForm<Rows>({ resolver: zodResolver(liveGoodsRowsSchema), defaultValues: { rows: [] } });
  const fields = useFieldArray({ control: form.control, name: 'rows' });
  const rows = useWatch({ control: form.control, name: 'rows' });
  // The rows' covers with WeChat, each row's field named by its product's id.
  const wechat = useWechatMedia();
  // The product picker, or the picture library for one row's cover (its product's id).
  const dialogs = useDialogs<{ products: true; cover: number }>();
  const coverFor = dialogs.target('cover');
  const save = useSaveLiveGoods();
  const backTo = liveId ? `/marketing/broadcast/creatRoom/${liveId}` : LIVE_GOODS_LIST_PATH;
  const rowErrors = form.formState.errors.rows;
  // A choice made without a text field marks the form changed and, after a submit was tried, checks it again.
  const changed = () => ({ shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  const errorsOf = (r: LiveGoodsRow, index: number): DraftErrors => {
    const cover = wechat.field(String(r.product.id), r.cover).refusal;
    return { ...draftMessages(rowErrors?.[index]), ...(cover ? { cover } : {}) };
  };

  const removeRow = async (index: number) => {
    // The question is modal: the rows cannot change while it is open.
    if (await confirm({ message: REMOVE_LIVE_GOODS_QUESTION })) fields.remove(index);
  };

  /** The picker's choice: rows already filled in keep what was typed, new products get a fresh row (its picture sent to WeChat), unchosen ones go. */
  const pick = (products: ProductListItem[]) => {
    const current = form.getValues('rows');
    const next = products.map((p) => current.find((r) => r.product.id === p.id) ?? rowOf(p));
    fields.replace(next);
    for (const r of next.filter((row) => !current.includes(row))) {
      wechat.forget(String(r.product.id));
      if (r.cover) void wechat.upload(r.cover);
    }
  };

  /** A picture from the library becomes the row's cover once WeChat has taken it. */
  const chooseCover = async (productId: number, path: string) => {
    if ((await wechat.choose(String(productId), path)).state !== 'ready') return;
    const index = form.getValues('rows').findIndex((r) => r.product.id === productId);
    if (index >= 0) form.setValue(`rows.${index}.cover`, path, changed());
  };

  const page = useFormPage({
    dirty: rows.length > 0,
    save: async ({ rows: chosen }: Rows) => {
      if (chosen.length === 0) {
        message.error('请选择商品');
        return false;
      }
      // Covers WeChat has not taken yet go again; a refused one stops the save with its reason on the row.
      const outcomes = await Promise.all(chosen.map((r) => wechat.upload(r.cover)));
      if (!outcomes.every(isReady)) return false;
      await save.mutateAsync({ data: chosen.map((r, i) => ({ productId: r.product.id, url: liveGoodsUrl(r.product.id), ...draftBody(r), coverImgUrl: outcomes[i].mediaId })) });
    },
    success: '提交成功',
    leaveTo: backTo,
    // The page goes back where it was opened from, its tab kept, as the reference console does.
    keepTab: true,
  });

  return (
    <div className="flex flex-col gap-3">
      <PageHeader title="添加直播商品" backTo={backTo} />
      <section aria-label="直播商品" className="flex flex-col gap-4 rounded bg-white p-5 shadow-sm">
        <div className="flex items-center gap-3">
          <Button variant="primary" onClick={() => dialogs.open('products', true)}>
            选择商品
          </Button>
          <span className="text-xs text-slate-500">已选 {rows.length} 个商品；商品名称最多{LIVE_GOODS_NAME_MAX}个字，提交后进入平台审核</span>
        </div>
        <div className="overflow-x-auto">
          <table aria-label="待提交直播商品" className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-xs text-slate-500">
              <tr>
                {HEADERS.map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 && (
                <tr>
                  <td colSpan={HEADERS.length} className="px-3 py-8 text-center text-slate-500">
                    请点击「选择商品」添加直播商品
                  </td>
                </tr>
              )}
              {fields.fields.map((field, i) => {
                const r = rows[i] ?? field;
                const idPrefix = `live-goods-row-${r.product.id}`;
                const errors = errorsOf(r, i);
                const register: RegisterDraft = (key) => form.register(`rows.${i}.${key}`);
                return (
                  <tr key={field.id} aria-label={`第${i + 1}行 ${r.product.name}`} className="border-t border-slate-100 align-top">
                    <td className="px-3 py-2">
                      <NameInput idPrefix={idPrefix} errors={errors} register={register} />
                      <span className="block text-xs text-slate-500">商品ID：{r.product.id}</span>
                    </td>
                    <td className="px-3 py-2">
                      <CoverPicker idPrefix={idPrefix} draft={r} errors={errors} uploading={wechat.field(String(r.product.id), r.cover).uploading} onPick={() => dialogs.open('cover', r.product.id)} />
                    </td>
                    <td className="px-3 py-2">
                      <PriceTypeRadios idPrefix={idPrefix} draft={r} onChange={(priceType) => form.setValue(`rows.${i}.priceType`, priceType, changed())} />
                    </td>
                    <td className="px-3 py-2">
                      <PriceInputs idPrefix={idPrefix} draft={r} errors={errors} register={register} />
                    </td>
                    <td className="px-3 py-2">
                      <LinkButton danger aria-label={`删除 ${r.product.name}`} onClick={() => void removeRow(i)}>
                        删除
                      </LinkButton>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <div>
          <Button variant="primary" loading={page.pending || wechat.busy} onClick={() => void form.handleSubmit(page.submit)()}>
            提交
          </Button>
        </div>
      </section>
      <LiveProductPickerDialog open={dialogs.target('products') !== null} onClose={dialogs.close} onPick={pick} initialSelected={rows.map((r) => r.product)} />
      <ImagePickerDialog
        open={coverFor !== null}
        onClose={dialogs.close}
        onPick={([picture]) => {
          if (picture && coverFor !== null) void chooseCover(coverFor, picture.sattDir);
        }}
      />
    </div>
  );
}

import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useUpdateLiveGoods } from '@/api/generated/endpoints/live-goods/live-goods';
import type { LiveGoods } from '@/api/generated/model';
import { FormDialog } from '@/components/form-dialog';
import { ImagePickerDialog } from '@/components/material/image-picker-dialog';
import { useFormPage } from '@/components/form/use-form-page';
import { CoverPicker, NameInput, PriceInputs, PriceTypeRadios } from '@/features/broadcast/components/live-goods-fields';
import { draftBody, draftMessages, draftOfGoods, liveGoodsDraftSchema, liveGoodsUrl, type LiveGoodsDraft } from '@/features/broadcast/model/live-goods-price';
import { useWechatMedia } from '@/features/broadcast/model/wechat-media';

const ID = 'live-goods-edit';
const labelClass = 'text-sm text-slate-600';

/**
 * 编辑直播商品: name, cover from the picture library, price type and prices of an item not with the platform
 * or WeChat. A new cover goes to WeChat when it is chosen, and the save names the cover by WeChat's media id.
 */
export function LiveGoodsEditDialog({ goods, onClose }: { goods: LiveGoods; onClose: () => void }) {
  // Once a save has shown the problems, they follow the input (react-hook-form's re-validation on change).
  const form = useForm<LiveGoodsDraft>({ resolver: zodResolver(liveGoodsDraftSchema), defaultValues: draftOfGoods(goods) });
  const draft = useWatch({ control: form.control }) as LiveGoodsDraft;
  const [picking, setPicking] = useState(false);
  const wechat = useWechatMedia([[goods.coverImgUrlLocal, goods.coverImgUrl]]);
  const update = useUpdateLiveGoods();
  // A choice made without a text field marks the form changed and, after a save was tried, checks it again.
  const changed = () => ({ shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  const chooseCover = async (path: string) => {
    if ((await wechat.choose('cover', path)).state === 'ready') form.setValue('cover', path, changed());
  };

  const page = useFormPage({
    save: async (values: LiveGoodsDraft) => {
      // A cover WeChat has not taken yet (an item saved without its media id) goes now.
      const cover = await wechat.upload(values.cover);
      if (cover.state !== 'ready') return false;
      await update.mutateAsync({ data: { id: goods.id, url: goods.url ?? liveGoodsUrl(goods.productId), ...draftBody(values), coverImgUrl: cover.mediaId } });
    },
    success: '编辑成功',
    after: onClose,
  });

  const errors = draftMessages(form.formState.errors);
  const cover = wechat.field('cover', draft.cover);

  return (
    <FormDialog
      title="编辑直播商品"
      width={600}
      dirty={form.formState.isDirty}
      pending={page.pending || wechat.busy}
      onClose={onClose}
      onSubmit={form.handleSubmit(page.submit)}
      className="flex flex-col gap-2"
      after={<ImagePickerDialog open={picking} onClose={() => setPicking(false)} onPick={([picture]) => picture && void chooseCover(picture.sattDir)} />}
    >
      <div className="flex flex-col gap-1">
        <span className={labelClass}>商品名称</span>
        <NameInput idPrefix={ID} errors={errors} register={form.register} className="w-full" />
      </div>
      <div className="flex flex-col gap-1">
        <span className={labelClass}>商品图</span>
        <CoverPicker idPrefix={ID} draft={draft} errors={cover.refusal ? { ...errors, cover: cover.refusal } : errors} uploading={cover.uploading} onPick={() => setPicking(true)} />
      </div>
      <div className="flex flex-col gap-1 pb-3">
        <span className={labelClass}>价格类型</span>
        <PriceTypeRadios idPrefix={ID} draft={draft} onChange={(priceType) => form.setValue('priceType', priceType, changed())} />
      </div>
      <PriceInputs idPrefix={ID} draft={draft} errors={errors} register={form.register} />
    </FormDialog>
  );
}

import { useState, type FormEvent } from 'react';
import { useUpdateLiveGoods } from '@/api/generated/endpoints/live-goods/live-goods';
import type { LiveGoods } from '@/api/generated/model';
import { FormDialog } from '@/components/form-dialog';
import { ImagePickerDialog } from '@/components/material/image-picker-dialog';
import { useFormPage } from '@/components/form/use-form-page';
import { CoverPicker, NameInput, PriceInputs, PriceTypeRadios } from '@/features/broadcast/components/live-goods-fields';
import { draftBody, draftErrors, draftOfGoods, liveGoodsUrl, type DraftErrors, type LiveGoodsDraft } from '@/features/broadcast/model/live-goods-price';
import { useWechatMedia } from '@/features/broadcast/model/wechat-media';

const ID = 'live-goods-edit';
const labelClass = 'text-sm text-slate-600';

/**
 * 编辑直播商品: name, cover from the picture library, price type and prices of an item not with the platform
 * or WeChat. A new cover goes to WeChat when it is chosen, and the save names the cover by WeChat's media id.
 */
export function LiveGoodsEditDialog({ goods, onClose }: { goods: LiveGoods; onClose: () => void }) {
  const [draft, setDraft] = useState<LiveGoodsDraft>(() => draftOfGoods(goods));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [checked, setChecked] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [picking, setPicking] = useState(false);
  const wechat = useWechatMedia([[goods.coverImgUrlLocal, goods.coverImgUrl]]);
  const update = useUpdateLiveGoods();

  const change = (next: Partial<LiveGoodsDraft>) => {
    const merged = { ...draft, ...next };
    setDraft(merged);
    setDirty(true);
    // Once a save has shown the problems, they follow the input.
    if (checked) setErrors(draftErrors(merged));
  };

  const chooseCover = async (path: string) => {
    if ((await wechat.choose('cover', path)).state === 'ready') change({ cover: path });
  };

  const page = useFormPage({
    save: async () => {
      // A cover WeChat has not taken yet (an item saved without its media id) goes now.
      const cover = await wechat.upload(draft.cover);
      if (cover.state !== 'ready') return false;
      await update.mutateAsync({ data: { id: goods.id, url: goods.url ?? liveGoodsUrl(goods.productId), ...draftBody(draft), coverImgUrl: cover.mediaId } });
    },
    success: '编辑成功',
    after: async () => {
      onClose();
    },
  });
  const save = page.submit;

  const cover = wechat.field('cover', draft.cover);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = draftErrors(draft);
    setChecked(true);
    setErrors(found);
    if (Object.keys(found).length === 0) await save();
  };

  return (
    <FormDialog
      title="编辑直播商品"
      width={600}
      dirty={dirty}
      pending={update.isPending || wechat.busy}
      onClose={onClose}
      onSubmit={submit}
      className="flex flex-col gap-2"
      after={<ImagePickerDialog open={picking} onClose={() => setPicking(false)} onPick={([picture]) => picture && void chooseCover(picture.sattDir)} />}
    >
      <div className="flex flex-col gap-1">
        <span className={labelClass}>商品名称</span>
        <NameInput idPrefix={ID} draft={draft} errors={errors} onChange={change} className="w-full" />
      </div>
      <div className="flex flex-col gap-1">
        <span className={labelClass}>商品图</span>
        <CoverPicker
          idPrefix={ID}
          draft={draft}
          errors={cover.refusal ? { ...errors, cover: cover.refusal } : errors}
          uploading={cover.uploading}
          onPick={() => setPicking(true)}
        />
      </div>
      <div className="flex flex-col gap-1 pb-3">
        <span className={labelClass}>价格类型</span>
        <PriceTypeRadios idPrefix={ID} draft={draft} onChange={change} />
      </div>
      <PriceInputs idPrefix={ID} draft={draft} errors={errors} onChange={change} />
    </FormDialog>
  );
}

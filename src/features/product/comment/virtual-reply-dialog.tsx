import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useAddVirtualReply } from '@/api/generated/endpoints/product-reply/product-reply';
import type { Attachment, PickerProduct } from '@/api/generated/model';
import { addVirtualReplyBodyCommentMax as COMMENT_MAX, addVirtualReplyBodyNicknameMax as NICKNAME_MAX, addVirtualReplyBodyPicsMax as PICS_MAX } from '@/api/generated-zod/product-reply/product-reply.zod';
import { ImagePickerDialog } from '@/components/material/image-picker-dialog';
import { ProductPickerDialog } from '@/components/product-picker/product-picker';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/form-dialog';
import { Field } from '@/components/ui/field';
import { Radios } from '@/components/form/choice-field';
import { Input } from '@/components/ui/input';
import { useFormPage } from '@/components/form/use-form-page';
import { message } from '@/lib/message';
import { StarInput } from './stars';
import { Textarea } from '@/components/ui/textarea';

// The contract's bounds of a virtual review.
export { COMMENT_MAX, NICKNAME_MAX, PICS_MAX };

const schema = z.object({
  productId: z.number().int().min(1, '请选择商品'),
  attrValueId: z.number().int().min(1, '请选择规格'),
  nickname: z.string().trim().min(1, '请输入用户昵称').max(NICKNAME_MAX, `用户昵称不能超过${NICKNAME_MAX}个字符`),
  avatar: z.string().min(1, '请选择用户头像'),
  comment: z.string().trim().min(1, '请输入评价文字').max(COMMENT_MAX, `评价文字不能超过${COMMENT_MAX}个字符`),
  star: z.number().int().min(1, '请选择评价星级').max(5, '请选择评价星级'),
  pics: z.array(z.string()).max(PICS_MAX, `评价图片最多${PICS_MAX}张`),
});
type VirtualValues = z.infer<typeof schema>;

const EMPTY: VirtualValues = { productId: 0, attrValueId: 0, nickname: '', avatar: '', comment: '', star: 0, pics: [] };

type Picking = 'product' | 'avatar' | 'pics' | null;

const skuLabel = (sku: string | undefined) => sku || '默认';

/** A picture slot that opens the picture library. */
function AddTile({ label, onClick, invalid = false }: { label: string; onClick: () => void; invalid?: boolean }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className={`flex size-16 flex-col items-center justify-center rounded border border-dashed bg-slate-50 text-slate-500 hover:border-primary hover:text-primary focus-visible:outline-2 focus-visible:outline-primary ${invalid ? 'border-danger' : 'border-slate-300'}`}
    >
      <span aria-hidden className="text-2xl leading-none">+</span>
    </button>
  );
}

function Thumb({ src, alt, removeLabel, onRemove }: { src: string; alt: string; removeLabel: string; onRemove: () => void }) {
  return (
    <div className="relative size-16">
      <img src={src} alt={alt} className="size-16 rounded border border-slate-200 object-cover" />
      <button
        type="button"
        aria-label={removeLabel}
        title={removeLabel}
        onClick={onRemove}
        className="absolute -top-2 -right-2 flex size-5 items-center justify-center rounded-full bg-slate-700 text-xs text-white hover:bg-slate-900 focus-visible:outline-2 focus-visible:outline-primary"
      >
        <span aria-hidden>×</span>
      </button>
    </div>
  );
}

function ErrorText({ id, error }: { id: string; error?: string }) {
  return (
    <p id={id} role={error ? 'alert' : undefined} className="min-h-4 text-xs leading-4 text-danger">
      {error}
    </p>
  );
}

/**
 * 添加自评: a review the store writes itself. The product comes from the product picker (one), then
 * one of its SKUs, the reviewer's nickname and avatar, the text, 1–5 stars and up to 6 pictures.
 */
export function VirtualReplyDialog({ onClose }: { onClose: () => void }) {
  const ids = { nickname: useId(), comment: useId(), product: useId(), sku: useId(), avatar: useId(), star: useId(), pics: useId(), form: useId() };
  const add = useAddVirtualReply();
  const [product, setProduct] = useState<PickerProduct | null>(null);
  const [picking, setPicking] = useState<Picking>(null);
  const form = useForm<VirtualValues>({ resolver: zodResolver(schema), defaultValues: EMPTY, mode: 'onTouched' });
  const { errors, isDirty } = form.formState;
  // Leaving the page (a link, a tab's close) with typed input asks first, as closing the dialog does.
  const [attrValueId, avatar, star, pics, comment] = useWatch({ control: form.control, name: ['attrValueId', 'avatar', 'star', 'pics', 'comment'] });

  const change = <K extends 'productId' | 'attrValueId' | 'avatar' | 'star' | 'pics'>(name: K, value: VirtualValues[K]) =>
    form.setValue(name, value as never, { shouldDirty: true, shouldValidate: true });

  const pickProduct = ([picked]: PickerProduct[]) => {
    if (!picked) return;
    setProduct(picked);
    change('productId', picked.id);
    change('attrValueId', picked.attrValue[0]?.id ?? 0);
  };

  const addPics = (files: Attachment[]) => {
    const room = PICS_MAX - pics.length;
    if (files.length > room) message.warning(`评价图片最多${PICS_MAX}张`);
    change('pics', [...pics, ...files.slice(0, Math.max(0, room)).map((f) => f.sattDir)]);
  };

  const page = useFormPage({
    // Leaving the page with a reply typed asks first; a sent one is left as it is.
    dirty: isDirty && !add.isSuccess,
    save: async (values: VirtualValues) => {
      await add.mutateAsync({
        data: {
          productId: values.productId,
          attrValueId: values.attrValueId,
          nickname: values.nickname,
          avatar: values.avatar,
          comment: values.comment,
          star: values.star,
          pics: values.pics,
        },
      });
    },
    success: '提交成功',
    after: async () => {
      onClose();
    },
  });

  return (
    <>
      <FormDialog
        title="添加自评"
        width={640}
        dirty={isDirty}
        pending={add.isPending}
        onClose={onClose}
        onSubmit={form.handleSubmit(page.submit)}
        className="flex flex-col gap-2"
      >
        <fieldset className="flex flex-col gap-1" aria-describedby={`${ids.product}-error`}>
          <legend className="mb-1 text-sm text-slate-600">商品</legend>
          <div className="flex items-center gap-3">
            {product && (
              <div className="flex min-w-0 items-center gap-2">
                <img src={product.image} alt="" className="size-12 rounded border border-slate-200 object-cover" />
                <span className="line-clamp-2 text-sm text-slate-800" data-testid="picked-product">
                  {product.name}
                </span>
              </div>
            )}
            <Button onClick={() => setPicking('product')} className={errors.productId ? 'border-danger' : ''}>
              {product ? '重新选择' : '选择商品'}
            </Button>
          </div>
          <ErrorText id={`${ids.product}-error`} error={errors.productId?.message} />
        </fieldset>

        {product && (
          <fieldset className="flex flex-col gap-1" aria-describedby={`${ids.sku}-error`}>
            <legend className="mb-1 text-sm text-slate-600">规格</legend>
            <div className="flex flex-wrap gap-2">
              <Radios
                name={ids.sku}
                options={product.attrValue.map((sku) => ({ value: sku.id ?? 0, label: skuLabel(sku.sku) }))}
                value={attrValueId}
                onChange={(id) => change('attrValueId', id)}
                optionClassName="flex cursor-pointer items-center gap-1.5 rounded border border-slate-300 px-2.5 py-1 text-sm text-slate-700 has-checked:border-primary has-checked:bg-primary-soft has-checked:text-primary-active"
              />
            </div>
            <ErrorText id={`${ids.sku}-error`} error={errors.attrValueId?.message} />
          </fieldset>
        )}

        <Field id={ids.nickname} label="用户昵称" error={errors.nickname?.message}>
          <Input
            id={ids.nickname}
            maxLength={NICKNAME_MAX}
            placeholder="请输入用户昵称"
            invalid={Boolean(errors.nickname)}
            aria-describedby={`${ids.nickname}-error`}
            {...form.register('nickname')}
          />
        </Field>

        <fieldset className="flex flex-col gap-1" aria-describedby={`${ids.avatar}-error`}>
          <legend className="mb-1 text-sm text-slate-600">用户头像</legend>
          {avatar ? (
            <Thumb src={avatar} alt="用户头像" removeLabel="删除用户头像" onRemove={() => change('avatar', '')} />
          ) : (
            <AddTile label="选择用户头像" onClick={() => setPicking('avatar')} invalid={Boolean(errors.avatar)} />
          )}
          <ErrorText id={`${ids.avatar}-error`} error={errors.avatar?.message} />
        </fieldset>

        <Field id={ids.comment} label="评价文字" error={errors.comment?.message}>
          <Textarea
            id={ids.comment}
            rows={4}
            maxLength={COMMENT_MAX}
            placeholder="请输入评价文字"
              aria-describedby={`${ids.comment}-error`}
            invalid={Boolean(errors.comment)}
            {...form.register('comment')}
          />
          <span className="self-end text-xs text-slate-500">
            {comment.length}/{COMMENT_MAX}
          </span>
        </Field>

        <StarInput legend="评价星级" value={star} onChange={(n) => change('star', n)} error={errors.star?.message} errorId={`${ids.star}-error`} />

        <fieldset className="flex flex-col gap-1" aria-describedby={`${ids.pics}-error`}>
          <legend className="mb-1 text-sm text-slate-600">
            评价图片<span className="ml-1 text-xs text-slate-500">（最多{PICS_MAX}张）</span>
          </legend>
          <div className="flex flex-wrap gap-3 pt-2">
            {pics.map((src, i) => (
              <Thumb key={`${i}-${src.length}`} src={src} alt={`评价图片${i + 1}`} removeLabel={`删除评价图片${i + 1}`} onRemove={() => change('pics', pics.filter((_, j) => j !== i))} />
            ))}
            {pics.length < PICS_MAX && <AddTile label="添加评价图片" onClick={() => setPicking('pics')} />}
          </div>
          <ErrorText id={`${ids.pics}-error`} error={errors.pics?.message} />
        </fieldset>
      </FormDialog>
      <ProductPickerDialog open={picking === 'product'} onClose={() => setPicking(null)} onPick={pickProduct} initialSelected={product ? [product] : []} />
      <ImagePickerDialog open={picking === 'avatar'} onClose={() => setPicking(null)} onPick={([file]) => file && change('avatar', file.sattDir)} />
      <ImagePickerDialog open={picking === 'pics'} multiple onClose={() => setPicking(null)} onPick={addPics} />
    </>
  );
}

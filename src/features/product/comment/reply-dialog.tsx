import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useReplyToProductReview } from '@/api/generated/endpoints/product-reply/product-reply';
import type { ProductReply } from '@/api/generated/model';
import { replyToProductReviewBodyMerchantReplyContentMax } from '@/api/generated-zod/product-reply/product-reply.zod';
import { FormDialog } from '@/components/form-dialog';
import { Field } from '@/components/ui/field';
import { useFormPage } from '@/components/form/use-form-page';
import { Textarea } from '@/components/ui/textarea';

export const REPLY_MAX = replyToProductReviewBodyMerchantReplyContentMax;

const schema = z.object({
  merchantReplyContent: z.string().trim().min(1, '请输入回复内容').max(REPLY_MAX, `回复内容不能超过${REPLY_MAX}个字符`),
});
type ReplyValues = z.infer<typeof schema>;

/** 回复: the store's answer to a review, several lines; an earlier answer is offered for editing. */
export function ReplyDialog({ target, onClose }: { target: ProductReply | null; onClose: () => void }) {
  return target ? <ReplyForm review={target} onClose={onClose} /> : null;
}

function ReplyForm({ review, onClose }: { review: ProductReply; onClose: () => void }) {
  const id = useId();
  const reply = useReplyToProductReview();
  const form = useForm<ReplyValues>({ resolver: zodResolver(schema), defaultValues: { merchantReplyContent: review.merchantReplyContent ?? '' }, mode: 'onTouched' });
  const { errors, isDirty } = form.formState;
  // Leaving the page (a link, a tab's close) with typed input asks first, as closing the dialog does.

  const page = useFormPage({
    // Leaving the page with a reply typed asks first; a sent one is left as it is.
    dirty: isDirty && !reply.isSuccess,
    save: async ({ merchantReplyContent }: ReplyValues) => {
      await reply.mutateAsync({ data: { id: review.id, merchantReplyContent } });
    },
    success: '回复成功',
    after: async () => {
      onClose();
    },
  });

  return (
    <FormDialog
      title="回复"
      width={560}
      dirty={isDirty}
      pending={reply.isPending}
      onClose={onClose}
      onSubmit={form.handleSubmit(page.submit)}
    >
      <p className="mb-3 line-clamp-3 rounded bg-slate-50 px-3 py-2 text-sm text-slate-600">
        <span className="text-slate-500">{review.nickname}：</span>
        {review.comment}
      </p>
      <Field id={id} label="回复内容" error={errors.merchantReplyContent?.message}>
        <Textarea
          id={id}
          data-autofocus
          rows={5}
          maxLength={REPLY_MAX}
          placeholder="请输入回复内容"
          aria-describedby={`${id}-error`}
          invalid={Boolean(errors.merchantReplyContent)}
          {...form.register('merchantReplyContent')}
        />
      </Field>
    </FormDialog>
  );
}

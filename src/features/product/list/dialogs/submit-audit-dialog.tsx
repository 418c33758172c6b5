import { useState } from 'react';
import { submitForReview } from '@/api/calls/product';
import { message } from '@/lib/message';
import { AutoUpDialog } from '@/features/product/auto-up-dialog';

/** 提交审核 of one product, after the auto-up question. */
export function SubmitAuditDialog({ target: productId, onClose }: { target: number | null; onClose: () => void }) {
  const [pending, setPending] = useState<boolean | null>(null);

  const submit = async (isAutoUp: boolean) => {
    if (productId === null || pending !== null) return;
    setPending(isAutoUp);
    try {
      await submitForReview(productId, isAutoUp);
      message.success('提交成功');
      onClose();
    } catch {
      // The HTTP client has shown the server's message; the dialog stays for another try.
    } finally {
      setPending(null);
    }
  };

  return <AutoUpDialog open={productId !== null} afterReview pending={pending} onAnswer={(isAutoUp) => void submit(isAutoUp)} onCancel={onClose} />;
}

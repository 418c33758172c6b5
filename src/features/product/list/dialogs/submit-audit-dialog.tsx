import { useState } from 'react';
import { submitForReview } from '@/api/calls/product';
import { message } from '@/lib/message';
import { AUTO_UP_QUESTION, AutoUpDialog } from '@/features/product/auto-up-dialog';

/** 提交审核 of one product, after the auto-up question. */
export function SubmitAuditDialog({ target: productId, onClose, onDone }: { target: number | null; onClose: () => void; onDone: (id: number) => Promise<void> }) {
  const [pending, setPending] = useState<boolean | null>(null);

  const submit = async (isAutoUp: boolean) => {
    if (productId === null || pending !== null) return;
    setPending(isAutoUp);
    try {
      await submitForReview(productId, isAutoUp);
      message.success('提交成功');
      onClose();
      await onDone(productId);
    } catch {
      // The HTTP client has shown the server's message; the dialog stays for another try.
    } finally {
      setPending(null);
    }
  };

  return <AutoUpDialog open={productId !== null} question={AUTO_UP_QUESTION} pending={pending} onAnswer={(isAutoUp) => void submit(isAutoUp)} onCancel={onClose} />;
}

import { useState } from 'react';
import { submitProductAudit } from '@/api/generated/endpoints/product/product';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { message } from '@/lib/message';

export const AUTO_UP_QUESTION = '审核通过之后是否自动上架？';

/**
 * 提交审核 of one product: 是 and 否 both submit it (isAutoUp true or false); only the × or Esc
 * backs out, which says 已取消 like every confirm.
 */
export function SubmitAuditDialog({ productId, onClose, onDone }: { productId: number | null; onClose: () => void; onDone: () => Promise<void> }) {
  const [pending, setPending] = useState<boolean | null>(null);

  const submit = async (isAutoUp: boolean) => {
    if (productId === null || pending !== null) return;
    setPending(isAutoUp);
    try {
      await submitProductAudit(productId, { id: productId, isAutoUp });
      message.success('提交成功');
      onClose();
      await onDone();
    } catch {
      // The HTTP client has shown the server's message; the dialog stays for another try.
    } finally {
      setPending(null);
    }
  };

  return (
    <Dialog
      open={productId !== null}
      onOpenChange={(open) => {
        if (open) return;
        message.info('已取消');
        onClose();
      }}
      dismissible={pending === null}
      role="alertdialog"
      width={420}
      title="提示"
      description={AUTO_UP_QUESTION}
      footer={
        <>
          <Button loading={pending === false} disabled={pending === true} onClick={() => void submit(false)}>
            否
          </Button>
          <Button data-autofocus variant="primary" loading={pending === true} disabled={pending === false} onClick={() => void submit(true)}>
            是
          </Button>
        </>
      }
    />
  );
}

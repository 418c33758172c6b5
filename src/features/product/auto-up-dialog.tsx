import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { message } from '@/lib/message';

export const AUTO_UP_QUESTION = '审核通过之后是否自动上架？';
export const AUTO_UP_NOW_QUESTION = '操作之后是否自动上架？';

/**
 * The auto-up question of saving or submitting a product: 是 and 否 both go ahead (isAutoUp true or
 * false); only the × or Esc backs out, which says 已取消 like every confirm. `pending` is the answer
 * being carried out.
 */
export function AutoUpDialog({ open, afterReview, pending, onAnswer, onCancel }: {
  open: boolean;
  /** The product goes to review first: it is put on sale once approved (else at once). */
  afterReview: boolean;
  pending: boolean | null;
  onAnswer: (isAutoUp: boolean) => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        message.info('已取消');
        onCancel();
      }}
      dismissible={pending === null}
      role="alertdialog"
      width={420}
      title="提示"
      description={afterReview ? AUTO_UP_QUESTION : AUTO_UP_NOW_QUESTION}
      footer={
        <>
          <Button loading={pending === false} disabled={pending === true} onClick={() => onAnswer(false)}>
            否
          </Button>
          <Button data-autofocus variant="primary" loading={pending === true} disabled={pending === false} onClick={() => onAnswer(true)}>
            是
          </Button>
        </>
      }
    />
  );
}

import { printOrderReceipt } from '@/api/generated/endpoints/order/order';
import { confirm } from '@/components/confirm-dialog';
import { message } from '@/lib/message';

/** The reference's question and message around 打印小票. */
export const PRINT_QUESTION = '确认打印小票';
export const PRINT_DONE = '打印成功';

/**
 * 打印小票 from the list's 更多 or the order drawer: asked first (取消 sends nothing), then the store's
 * printer prints the order. True when it did; a refusal was shown by the HTTP client.
 */
export async function printReceipt(orderNo: string): Promise<boolean> {
  if (!(await confirm({ message: PRINT_QUESTION }))) return false;
  try {
    await printOrderReceipt(orderNo);
  } catch {
    return false;
  }
  message.success(PRINT_DONE);
  return true;
}

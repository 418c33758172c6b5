import { useId, useState } from 'react';
import { getGetSendableCouponsQueryOptions, useSendCouponToUser } from '@/api/generated/endpoints/coupon/coupon';
import type { GetSendableCouponsParams, SendableCoupon } from '@/api/generated/model';
import { confirm } from '@/components/confirm-dialog';
import { DataTable, columnsFor } from '@/components/list/data-table';
import { PAGE_SIZES } from '@/components/list/list-search';
import { useListPage, useLocalSearch } from '@/components/list/use-list-page';
import { PickerFooter, PickerSearch, pickerChoiceColumn, usePickerChoice } from '@/components/picker/picker-choice';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { couponCategoryLabel } from '@/lib/enums';
import { compareMoney, plainAmount, yuan } from '@/lib/format';
import { message } from '@/lib/message';

export const COUPON_PICKER_TITLE = '优惠劵';
export const COUPON_PICKER_WIDTH = 1100;
/** SPEC.md §5: 确定 with nothing chosen. */
export const NO_COUPON_CHOSEN = '请先选择优惠劵';
/** SPEC.md §7: the question before a coupon is sent, and the answer. */
export const SEND_QUESTION = '发送优惠劵吗';
export const SENT = '发送成功';

interface CommonProps {
  open: boolean;
  onClose: () => void;
}

/** 'select': coupons are chosen (kept across pages) and handed back; 'send': each row sends its coupon to `uid`. */
export type CouponPickerDialogProps = CommonProps &
  (
    | { mode: 'select'; onPick: (coupons: SendableCoupon[]) => void; initialSelected?: SendableCoupon[] }
    | { mode: 'send'; uid: number }
  );

/** 使用门槛: 0 is none. */
export const couponThreshold = (c: Pick<SendableCoupon, 'minPrice'>) => (compareMoney(c.minPrice, 0) === 0 ? '无门槛' : `满${plainAmount(c.minPrice)}元可用`);
/** 有效期: fixed dates, or days from receipt. */
export const couponValidity = (c: Pick<SendableCoupon, 'isFixedTime' | 'useStartTime' | 'useEndTime' | 'day'>) =>
  c.isFixedTime ? `${c.useStartTime ?? ''} ~ ${c.useEndTime ?? ''}` : `领取后${c.day}天`;
/** 剩余数量: unlimited coupons have no count. */
export const couponRemaining = (c: Pick<SendableCoupon, 'isLimited' | 'lastTotal'>) => (c.isLimited ? String(c.lastTotal) : '不限量');

const col = columnsFor<SendableCoupon>();

function couponColumns() {
  return [
    col.accessor('id', { header: 'ID', enableHiding: false }),
    col.accessor('name', { header: '名称', enableHiding: false, cell: (info) => <span className="line-clamp-2 max-w-56 whitespace-normal">{info.getValue()}</span> }),
    col.accessor('category', { header: '类别', enableHiding: false, cell: (info) => couponCategoryLabel(info.getValue()) }),
    col.accessor('money', { header: '面值', enableHiding: false, cell: (info) => yuan(info.getValue()) }),
    col.display({ id: 'minPrice', header: '使用门槛', enableHiding: false, cell: ({ row }) => couponThreshold(row.original) }),
    col.display({ id: 'validity', header: '有效期', enableHiding: false, cell: ({ row }) => couponValidity(row.original) }),
    col.display({ id: 'lastTotal', header: '剩余数量', enableHiding: false, cell: ({ row }) => couponRemaining(row.original) }),
  ];
}

/** The 操作 column of send mode: 发送, busy on the row being sent, off on the others meanwhile. */
function sendColumn(sending: number | null, onSend: (coupon: SendableCoupon) => void) {
  return col.display({
    id: 'send',
    header: '操作',
    enableHiding: false,
    cell: ({ row }) => (
      <Button size="sm" variant="text" className="!px-0" aria-label={`发送 ${row.original.name}`} loading={sending === row.original.id} disabled={sending !== null} onClick={() => onSend(row.original)}>
        发送
      </Button>
    ),
  });
}

interface Query {
  page: number;
  limit: number;
  /** Trimmed; sent when not empty. */
  keywords?: string;
}

const FIRST: Query = { page: 1, limit: PAGE_SIZES[0] };
// A failed list only stops loading (SPEC §8), as in the product picker.
const silent = { silent: true };
// The table scrolls past 400px; the pager stays below it.
const tableArea = '[&_div:has(>table)]:max-h-[400px] [&_div:has(>table)]:overflow-y-auto';

/**
 * 优惠劵 (1100px): the coupons the store can send, searched by name and paged. In 'select' mode
 * several are chosen with checkboxes, kept by id across pages and searches; in 'send' mode each row
 * has 发送, which after a question sends that coupon to the user.
 */
export function CouponPickerDialog(props: CouponPickerDialogProps) {
  const { open, onClose } = props;
  const ids = { keywords: useId(), radio: useId() };
  const query = useLocalSearch(FIRST);
  const [text, setText] = useState('');
  const [sending, setSending] = useState<number | null>(null);

  // Each opening starts from the first page and no search.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      query.reset({ limit: FIRST.limit });
      setText('');
    }
  }

  const list = useListPage(
    query,
    ({ page, limit, keywords }) => {
      const params: GetSendableCouponsParams = { page, limit };
      if (keywords) params.keywords = keywords;
      return getGetSendableCouponsQueryOptions(params, { request: silent });
    },
    { enabled: open },
  );
  const rows = list.table.rows;

  const selecting = props.mode === 'select';
  const choice = usePickerChoice<SendableCoupon>({
    open,
    initialSelected: props.mode === 'select' ? props.initialSelected : undefined,
    multiple: true,
    max: 0,
    pageRows: rows ?? [],
    noneChosen: NO_COUPON_CHOSEN,
  });

  const send = useSendCouponToUser();
  const sendCoupon = async (coupon: SendableCoupon) => {
    if (props.mode !== 'send' || sending !== null) return;
    if (!(await confirm({ message: SEND_QUESTION }))) return;
    setSending(coupon.id);
    try {
      await send.mutateAsync({ data: { couponId: coupon.id, uid: props.uid } });
    } catch {
      // The HTTP client has shown the server's message.
      return;
    } finally {
      setSending(null);
    }
    // 剩余数量 has gone down: the send loaded the list again (lib/refresh.ts).
    message.success(SENT);
  };

  const columns = selecting
    ? col.columns([pickerChoiceColumn<SendableCoupon>({ multiple: true, radioName: ids.radio, choice }), ...couponColumns()])
    : col.columns([...couponColumns(), sendColumn(sending, (coupon) => void sendCoupon(coupon))]);

  const confirmPick = () => {
    if (props.mode !== 'select') return;
    const chosen = choice.confirm();
    if (!chosen) return;
    props.onPick(chosen);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={COUPON_PICKER_TITLE}
      width={COUPON_PICKER_WIDTH}
      footer={selecting ? <PickerFooter count={choice.selected.size} onCancel={onClose} onConfirm={confirmPick} /> : undefined}
    >
      <div className="flex flex-col gap-3">
        <section aria-label="优惠劵筛选" className="flex flex-wrap items-end gap-x-4 gap-y-2">
          <PickerSearch id={ids.keywords} label="优惠劵名称" placeholder="请输入优惠劵名称" value={text} onChange={setText} onSearch={() => list.update({ keywords: text.trim() })} />
        </section>
        <div className={tableArea}>
          <DataTable
            tableId="coupon-picker"
            label="优惠劵列表"
            columns={columns}
            {...list.table}
            getRowId={(c) => String(c.id)}
            emptyText="暂无优惠劵"
          />
        </div>
      </div>
    </Dialog>
  );
}

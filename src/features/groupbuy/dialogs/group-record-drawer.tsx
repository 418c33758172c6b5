import { useGetGroupBuyRecordInfo } from '@/api/generated/endpoints/group-buy/group-buy';
import { QueryState } from '@/components/query-state';
import { Drawer } from '@/components/ui/drawer';
import { Tag } from '@/components/ui/tag';
import { yuan } from '@/lib/format';

const HEADERS = ['头像', '用户', '订单编号', '商品规格', '拼团时间', '购买数量', '实付金额', '已退款数量'];
const cellClass = 'px-3 py-2 align-top';

/** 拼团详情: the group's members (the leader tagged 团长), opened for a record id. */
export function GroupRecordDrawer({ target: recordId, onClose }: { target: number | null; onClose: () => void }) {
  const info = useGetGroupBuyRecordInfo(recordId ?? 0, undefined, { query: { enabled: recordId !== null, gcTime: 0 } });
  const data = recordId !== null ? info.data : undefined;
  return (
    <Drawer open={recordId !== null} onOpenChange={(open) => !open && onClose()} title="拼团详情" width={960}>
      <QueryState query={info} rows={6}>
        {data && (
          <div className="flex flex-col gap-4">
            <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm">
              <div className="flex gap-2">
                <dt className="text-slate-500">活动名称：</dt>
                <dd>{data.record.groupName}</dd>
              </div>
              <div className="flex gap-2">
                <dt className="text-slate-500">商品：</dt>
                <dd>{data.record.productName}</dd>
              </div>
              <div className="flex gap-2">
                <dt className="text-slate-500">成团人数：</dt>
                <dd>{data.record.buyingCountNum}</dd>
              </div>
              <div className="flex gap-2">
                <dt className="text-slate-500">已参团人数：</dt>
                <dd>{data.record.yetBuyingNum}</dd>
              </div>
            </dl>
            <div tabIndex={0} className="overflow-x-auto rounded border border-slate-200 focus-visible:outline-2 focus-visible:outline-primary">
              <table aria-label="参团成员" className="w-full min-w-max text-left text-sm">
                <thead className="bg-slate-50 text-xs text-slate-500">
                  <tr>
                    {HEADERS.map((h) => (
                      <th key={h} scope="col" className="px-3 py-2.5 font-medium">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.members.length === 0 ? (
                    <tr>
                      <td colSpan={HEADERS.length} className="px-3 py-8 text-center text-slate-500">
                        暂无参团成员
                      </td>
                    </tr>
                  ) : (
                    data.members.map((m) => (
                      <tr key={m.id} className="border-t border-slate-100">
                        <td className={cellClass}>{m.avatar ? <img src={m.avatar} alt="" className="size-8 rounded-full object-cover" /> : '-'}</td>
                        <td className={cellClass}>
                          <span className="flex items-center gap-1.5">
                            <span>
                              {m.nickname} / {m.uid}
                            </span>
                            {m.isLeader && <Tag tone="primary">团长</Tag>}
                          </span>
                        </td>
                        <td className={cellClass}>{m.orderNo}</td>
                        <td className={cellClass}>{m.sku}</td>
                        <td className={cellClass}>{m.createTime}</td>
                        <td className={cellClass}>{m.payNum}</td>
                        <td className={cellClass}>{yuan(m.payPrice)}</td>
                        <td className={cellClass}>{m.refundNum}</td>
                      </tr>
                    ))
                  )}
                </tbody>
              </table>
            </div>
          </div>
        )}
      </QueryState>
    </Drawer>
  );
}

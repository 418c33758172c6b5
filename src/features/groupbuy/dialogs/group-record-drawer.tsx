import type { ReactNode } from 'react';
import { useGetGroupBuyRecordInfo } from '@/api/generated/endpoints/group-buy/group-buy';
import type { GroupBuyRecord } from '@/api/generated/model';
import { PlainTable } from '@/components/list/plain-table';
import { QueryState } from '@/components/query-state';
import { Drawer } from '@/components/ui/drawer';
import { Tag } from '@/components/ui/tag';
import { yuan } from '@/lib/format';
import { groupRecordTabs } from '@/features/groupbuy/model/groupbuy-options';

const HEADERS = ['头像', '用户', '订单编号', '商品规格', '拼团时间', '购买数量', '实付金额', '已退款数量'];
const cellClass = 'px-3 py-2 align-top';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-1">
      <span className="text-xs text-slate-500">{label}</span>
      <span className="text-slate-800">{children}</span>
    </li>
  );
}

/**
 * 拼团详情 of a row of 开团记录: the group's product, state, counts and times and its members (the leader
 * tagged 团长), from the details (GroupBuyRecordDetailResponse); the activity's name, which the details
 * leave out, from the row.
 */
export function GroupRecordDrawer({ target: row, onClose }: { target: GroupBuyRecord | null; onClose: () => void }) {
  const info = useGetGroupBuyRecordInfo(row?.groupBuyingId ?? 0, undefined, { query: { enabled: row !== null, gcTime: 0 } });
  const data = row !== null ? info.data : undefined;
  const status = data && groupRecordTabs.find((t) => t.value === data.recordStatus);
  return (
    <Drawer open={row !== null} onOpenChange={(open) => !open && onClose()} title="拼团详情" width={960}>
      <QueryState query={info} rows={6}>
        {data && (
          <div className="flex flex-col gap-4">
            <div className="flex items-center gap-3">
              {data.productImage && <img src={data.productImage} alt="" className="size-12 shrink-0 rounded-lg object-cover" />}
              <span className="font-medium text-slate-800">{data.productName}</span>
            </div>
            <ul aria-label="拼团信息" className="grid grid-cols-2 gap-3 rounded bg-slate-50 p-3 text-sm sm:grid-cols-6">
              <Fact label="活动名称">{row?.groupName || '-'}</Fact>
              <Fact label="拼团状态">{status && <Tag tone={status.tone}>{status.label}</Tag>}</Fact>
              <Fact label="成团人数">{data.buyingCountNum}</Fact>
              <Fact label="已参团人数">{data.yetBuyingNum}</Fact>
              <Fact label="开团时间">{data.createTime}</Fact>
              <Fact label="结束时间">{data.endTime}</Fact>
            </ul>
            <PlainTable label="参团成员" headers={HEADERS} isEmpty={data.memberDataList.length === 0} emptyText="暂无参团成员">
              {data.memberDataList.map((m) => (
                <tr key={m.id} className="border-t border-slate-100">
                  <td className={cellClass}>{m.memberAvatar ? <img src={m.memberAvatar} alt="" className="size-8 rounded-full object-cover" /> : '-'}</td>
                  <td className={cellClass}>
                    <span className="flex items-center gap-1.5">
                      <span>
                        {m.memberNickname || '-'} / {m.memberId}
                      </span>
                      {m.isLeader === 1 && <Tag tone="primary">团长</Tag>}
                    </span>
                  </td>
                  <td className={cellClass}>{m.orderNo}</td>
                  <td className={cellClass}>{m.orderDetailSku || '-'}</td>
                  <td className={cellClass}>{m.createTime}</td>
                  <td className={cellClass}>{m.payNum}</td>
                  <td className={cellClass}>{yuan(m.payPrice)}</td>
                  <td className={cellClass}>{m.refundNum ?? 0}</td>
                </tr>
              ))}
            </PlainTable>
          </div>
        )}
      </QueryState>
    </Drawer>
  );
}

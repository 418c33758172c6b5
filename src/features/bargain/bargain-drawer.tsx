import { useGetBargainRecordInfo } from '@/api/generated/endpoints/bargain/bargain';
import { QueryState } from '@/components/query-state';
import { Drawer } from '@/components/ui/drawer';
import { bargainStatusLabel } from '@/lib/enums';
import { yuan } from '@/lib/format';

/** 砍价详情: the bargain and the friends who cut the price. */
export function BargainDrawer({ target: id, onClose }: { target: number | null; onClose: () => void }) {
  const info = useGetBargainRecordInfo(id ?? 0, undefined, { query: { enabled: id !== null } });
  const record = info.data?.record;
  return (
    <Drawer open={id !== null} onOpenChange={(open) => !open && onClose()} title="砍价详情" width={640}>
      <QueryState query={info} rows={4}>
        {record && (
          <div className="flex flex-col gap-4 text-sm">
            <dl className="grid grid-cols-2 gap-x-6 gap-y-2">
              {(
                [
                  ['用户', `${record.nickname} / ${record.uid}`],
                  ['砍价商品', `${record.productName}（${record.sku}）`],
                  ['原价', yuan(record.price)],
                  ['最低价', yuan(record.minPrice)],
                  ['当前价', yuan(record.currentPrice)],
                  ['助力人数', `${record.helpNum} / ${record.peopleNum}`],
                  ['状态', bargainStatusLabel(record.status)],
                  ['砍价时间', `${record.createTime} 至 ${record.endTime}`],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="flex gap-2">
                  <dt className="shrink-0 text-slate-500">{label}：</dt>
                  <dd className="text-slate-800">{value}</dd>
                </div>
              ))}
            </dl>
            <table aria-label="助力记录" className="w-full text-left">
              <thead className="bg-slate-50 text-xs text-slate-500">
                <tr>
                  {['助力用户', '砍掉金额', '助力时间'].map((h) => (
                    <th key={h} scope="col" className="px-3 py-2 font-medium">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {info.data?.helps.length === 0 && (
                  <tr>
                    <td colSpan={3} className="px-3 py-6 text-center text-slate-500">
                      暂无助力
                    </td>
                  </tr>
                )}
                {info.data?.helps.map((h) => (
                  <tr key={h.id} className="border-t border-slate-100">
                    <td className="px-3 py-2">
                      <span className="flex items-center gap-2">
                        <img src={h.avatar} alt="" className="size-7 rounded-full" />
                        {h.nickname} / {h.uid}
                      </span>
                    </td>
                    <td className="px-3 py-2">{yuan(h.amount)}</td>
                    <td className="px-3 py-2">{h.createTime}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
    </Drawer>
  );
}

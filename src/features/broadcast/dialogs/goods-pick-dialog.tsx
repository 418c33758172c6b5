import { useState } from 'react';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Ticks } from '@/features/broadcast/components/ticks';
import type { RoomFormGoods } from '@/features/broadcast/model/room-form-model';
import { useApprovedGoods } from '@/features/broadcast/model/approved-goods';

/** 选择商品 (inside the form): the store's WeChat-approved live goods; those already picked stay ticked. */
export function GoodsPickDialog({ picked, onPick, onClose }: { picked: readonly RoomFormGoods[]; onPick: (goods: RoomFormGoods[]) => void; onClose: () => void }) {
  const approved = useApprovedGoods();
  const [ticked, setTicked] = useState<Set<number>>(() => new Set(picked.map((g) => g.id)));
  const rows = approved.data?.list ?? [];
  const confirmPick = () => {
    const kept = picked.filter((g) => ticked.has(g.id));
    const added = rows
      .filter((g) => ticked.has(g.id) && !kept.some((k) => k.id === g.id))
      .map(({ id, name, coverImgUrlLocal, priceType, price, price2 }) => ({
        id,
        name,
        coverImgUrlLocal,
        priceType,
        price,
        ...(price2 === undefined ? {} : { price2 }),
      }));
    onPick([...kept, ...added]);
    onClose();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="选择直播商品"
      width={640}
      footer={
        <>
          <Button onClick={onClose}>取消</Button>
          <Button variant="primary" onClick={confirmPick}>
            确定
          </Button>
        </>
      }
    >
      <QueryState query={approved} isEmpty={rows.length === 0} emptyText="暂无微信审核成功的直播商品">
        <Ticks label="直播商品" items={rows} checked={ticked} onChange={setTicked} text={(g) => `${g.name}（ID ${g.id}）`} />
      </QueryState>
    </Dialog>
  );
}

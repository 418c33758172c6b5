import { Icon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { ActionMenu } from '@/components/ui/menu';
import { batchActionLabels, type BatchAction } from '@/features/product/list/model/product-actions';

/** Above the rows: 添加商品 and 商品采集, 批量设置 ▾ for the checked rows, 导出, and how many are checked. */
export function ProductToolbar({ canSave, onAdd, batchItems, selectedCount, onBatch, canExport, exporting, onExport }: {
  canSave: boolean;
  /** Opens 选择商品类型 for a new product or a collected one. */
  onAdd: (mode: 'create' | 'collect') => void;
  batchItems: readonly BatchAction[];
  selectedCount: number;
  onBatch: (action: BatchAction) => void;
  canExport: boolean;
  exporting: boolean;
  onExport: () => void;
}) {
  return (
    <>
      {canSave && (
        <>
          <Button size="sm" variant="primary" onClick={() => onAdd('create')}>
            添加商品
          </Button>
          <Button size="sm" onClick={() => onAdd('collect')}>
            商品采集
          </Button>
        </>
      )}
      {batchItems.length > 0 && (
        <ActionMenu
          label="批量设置"
          trigger={
            <Button size="sm" disabled={selectedCount === 0}>
              批量设置
              <Icon name="chevron-down" size={12} />
            </Button>
          }
          items={batchItems}
          labels={batchActionLabels}
          onSelect={onBatch}
        />
      )}
      {canExport && (
        <Button size="sm" loading={exporting} onClick={onExport}>
          导出
        </Button>
      )}
      {batchItems.length > 0 && selectedCount > 0 && <span className="text-xs text-slate-500">已选 {selectedCount} 项</span>}
    </>
  );
}

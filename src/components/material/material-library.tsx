import { useMemo, useState } from 'react';
import { useDeleteAttachments, useGetCategoryTree, useMoveAttachments } from '@/api/generated/endpoints/material/material';
import type { Attachment } from '@/api/generated/model';
import { Authorized } from '../authorized';
import { confirm } from '../confirm-dialog';
import { Pagination } from '../list/pagination';
import { useListPage, useLocalSearch } from '../list/use-list-page';
import { QueryState } from '../query-state';
import { Tabs } from '../ui/tabs';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { Select } from '../ui/select';
import { message } from '@/lib/message';
import { ATTACHMENT_CATEGORY, CategoryPanel, categoryChoices } from './category-panel';
import { formatFileSize, GRID_SIZE, LIST_SIZE, MAX_PICK, MEDIA, PAGER_COUNT, toggleSelection, type Media } from '@/lib/domain/material-rules';
import { LIBRARY_START, libraryListOptions, silent } from './library-list';
import { UploadDialog } from './upload-dialog';

const SIZES = { grid: GRID_SIZE, list: LIST_SIZE } as const;

export interface PickOptions {
  multiple: boolean;
  onPick: (files: Attachment[]) => void;
}

/**
 * The picture library (SPEC.md §2 Material manager): pictures or videos by category, in a grid or a
 * list, uploaded, moved and deleted; with `pick`, it chooses pictures for a form.
 */
export function MaterialLibrary({ pick, only }: { pick?: PickOptions; only?: Media }) {
  const [media, setMedia] = useState<Media>(only ?? 'picture');
  // Local, not in the address: the library also opens inside the pickers of forms.
  const list = useListPage(useLocalSearch(LIBRARY_START), (search) => libraryListOptions(search, media));
  const { search, update } = list;
  const view = search.limit === SIZES.list ? 'list' : 'grid';
  const [selected, setSelected] = useState<number[]>([]);
  const [moveTo, setMoveTo] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const tree = useGetCategoryTree(ATTACHMENT_CATEGORY, { query: { staleTime: 60_000 }, ...silent });
  const moveChoices = useMemo(() => categoryChoices(tree.data ?? [], { value: 0, label: '未分类' }, 0), [tree.data]);
  const remove = useDeleteAttachments();
  const move = useMoveAttachments(silent);
  const rows = list.table.rows ?? [];
  const total = list.table.total ?? 0;

  // Selection belongs to what is on screen: a new page, view, tab or folder starts empty.
  const withoutSelection = (change: () => void) => {
    change();
    setSelected([]);
  };

  const noneChosen = `请先选择${MEDIA[media].label}`;

  const onDelete = async () => {
    if (selected.length === 0) return message.warning(noneChosen);
    if (!(await confirm())) return;
    await remove.mutateAsync({ data: { ids: selected.join(',') } });
    message.success('删除成功');
    setSelected([]);
  };

  const onMove = async () => {
    if (selected.length === 0) return message.warning(noneChosen);
    if (moveTo === null) return message.warning('请选择分类');
    try {
      await move.mutateAsync({ data: { pid: moveTo, attrId: selected.join(',') } });
      message.success('操作成功');
    } finally {
      setSelected([]);
    }
  };

  const usePicked = () => {
    if (!pick) return;
    if (selected.length === 0) return message.warning(noneChosen);
    if (!pick.multiple && selected.length > 1) return message.warning(media === 'picture' ? '最多只能选一张图片' : '最多只能选一个视频');
    if (selected.length > MAX_PICK) return message.warning(`最多选择${MAX_PICK}个`);
    pick.onPick(selected.map((id) => rows.find((r) => r.attId === id)).filter((r): r is Attachment => r !== undefined));
  };

  const order = (id: number) => selected.indexOf(id) + 1;
  const tile = (a: Attachment) => (
    <li key={a.attId}>
      <button
        type="button"
        aria-pressed={order(a.attId) > 0}
        aria-label={a.name}
        onClick={() => setSelected(toggleSelection(selected, a.attId))}
        className={`relative block w-full overflow-hidden rounded border-2 ${order(a.attId) ? 'border-primary' : 'border-transparent hover:border-slate-300'}`}
      >
        {media === 'picture' ? <img src={a.sattDir} alt="" className="aspect-square w-full bg-slate-50 object-cover" /> : <video src={a.attDir} className="aspect-square w-full bg-black object-cover" muted />}
        {order(a.attId) > 0 && <span className="absolute top-1 right-1 flex size-5 items-center justify-center rounded-full bg-primary text-xs text-white">{order(a.attId)}</span>}
        <span className="block truncate px-1 py-0.5 text-left text-xs text-slate-600">{a.name}</span>
      </button>
    </li>
  );

  return (
    <div className="flex min-h-[480px] gap-4">
      <CategoryPanel tree={tree.data ?? []} selected={search.pid} onSelect={(pid) => withoutSelection(() => update({ pid }))} />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <Tabs
          label="素材类型"
          variant="boxed"
          tabs={(only ? [only] : (Object.keys(MEDIA) as Media[])).map((m) => ({ value: m, label: MEDIA[m].label }))}
          value={media}
          onChange={(m) => withoutSelection(() => { setMedia(m); update({ page: 1 }); })}
        />
        <div className="flex flex-wrap items-center gap-2">
          {pick && (
            <Button variant="primary" size="sm" onClick={usePicked}>
              使用选中{MEDIA[media].label}
            </Button>
          )}
          <Authorized perms={media === 'picture' ? 'merchant:upload:image' : 'merchant:upload:file'}>
            <Button size="sm" onClick={() => setUploading(true)}>
              上传{MEDIA[media].label}
            </Button>
          </Authorized>
          <Authorized perms="merchant:attachment:delete">
            <Button size="sm" variant="danger" disabled={selected.length === 0} onClick={() => void onDelete().catch(() => {})}>
              删除
            </Button>
          </Authorized>
          <Authorized perms="merchant:attachment:move">
            <span className="flex items-center gap-1">
              <Select aria-label="移动至分类" value={moveTo} options={moveChoices} onChange={setMoveTo} placeholder="移动至…" searchable className="min-h-7 w-36 text-xs" />
              <Button size="sm" disabled={selected.length === 0} onClick={() => void onMove().catch(() => {})}>
                移动
              </Button>
            </span>
          </Authorized>
          <span className="text-xs text-slate-500">已选 {selected.length} 项</span>
          <div className="ml-auto flex items-center gap-2">
            <Input aria-label="按名称搜索" placeholder="请输入名称" className="w-40" value={search.name ?? ''} onChange={(e) => withoutSelection(() => update({ name: e.target.value }))} />
            <div role="group" aria-label="显示方式" className="flex overflow-hidden rounded border border-slate-300 text-xs">
              {(['grid', 'list'] as const).map((v) => (
                <button key={v} type="button" aria-pressed={view === v} onClick={() => withoutSelection(() => update({ limit: SIZES[v] }))} className={`px-2 py-1 whitespace-nowrap ${view === v ? 'bg-primary text-white' : 'text-slate-600'}`}>
                  {v === 'grid' ? '网格' : '列表'}
                </button>
              ))}
            </div>
          </div>
        </div>
        <QueryState query={list.query} isEmpty={rows.length === 0} emptyText={`暂无${MEDIA[media].label}`}>
          {view === 'grid' ? (
            <ul aria-label={`${MEDIA[media].label}列表`} className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
              {rows.map(tile)}
            </ul>
          ) : (
            <table aria-label={`${MEDIA[media].label}列表`} className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-xs text-slate-500">
                <tr>
                  <th className="w-10 px-2 py-2">
                    <span className="sr-only">选择</span>
                  </th>
                  <th className="px-2 py-2 font-medium">{MEDIA[media].label}名称</th>
                  <th className="px-2 py-2 font-medium">大小</th>
                  <th className="px-2 py-2 font-medium">上传时间</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((a) => (
                  <tr key={a.attId} className="border-t border-slate-100">
                    <td className="px-2 py-2">
                      <input type="checkbox" aria-label={`选择 ${a.name}`} checked={order(a.attId) > 0} onChange={() => setSelected(toggleSelection(selected, a.attId))} />
                    </td>
                    <td className="px-2 py-2">
                      <span className="flex items-center gap-2">
                        {media === 'picture' && <img src={a.sattDir} alt="" className="size-8 rounded object-cover" />}
                        {a.name}
                      </span>
                    </td>
                    <td className="px-2 py-2">{formatFileSize(a.attSize)}</td>
                    <td className="px-2 py-2">{a.createTime}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </QueryState>
        {total > 0 && <Pagination total={total} page={search.page} limit={search.limit} pageSizes={[search.limit]} pagerCount={PAGER_COUNT} onPageChange={(page) => withoutSelection(() => update({ page }))} onLimitChange={() => {}} />}
      </div>
      {uploading && <UploadDialog media={media} pid={search.pid} onClose={() => setUploading(false)} />}
    </div>
  );
}

import { useState } from 'react';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getGetAttachmentListQueryKey, useDeleteAttachments, useGetAttachmentList, useGetCategoryTree, useMoveAttachments } from '@/api/generated/endpoints/material/material';
import type { Attachment } from '@/api/generated/model';
import { Authorized } from '../authorized';
import { confirm } from '../confirm-dialog';
import { Pagination } from '../data-table/pagination';
import { QueryState } from '../query-state';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { message } from '@/lib/message';
import { ATTACHMENT_CATEGORY, CategoryPanel } from './category-panel';
import { flattenTree, formatFileSize, GRID_SIZE, LIST_SIZE, MAX_PICK, MEDIA, PAGER_COUNT, toggleSelection, type Media } from '@/lib/domain/material-rules';
import { UploadDialog } from './upload-dialog';

/** Failed list, upload and move calls show no message in the library (SPEC.md §8): the list just stops loading. */
const silent = { request: { silent: true } };

export interface PickOptions {
  multiple: boolean;
  onPick: (files: Attachment[]) => void;
}

/**
 * The picture library (SPEC.md §2 Material manager): pictures or videos by category, in a grid or a
 * list, uploaded, moved and deleted; with `pick`, it chooses pictures for a form.
 */
export function MaterialLibrary({ pick, only }: { pick?: PickOptions; only?: Media }) {
  const queryClient = useQueryClient();
  const [media, setMedia] = useState<Media>(only ?? 'picture');
  const [pid, setPid] = useState(0);
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const [page, setPage] = useState(1);
  const [name, setName] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const [moveTo, setMoveTo] = useState('');
  const [uploading, setUploading] = useState(false);
  const limit = view === 'grid' ? GRID_SIZE : LIST_SIZE;
  const tree = useGetCategoryTree(ATTACHMENT_CATEGORY, { query: { staleTime: 60_000 }, ...silent });
  const list = useGetAttachmentList({ page, limit, pid, attType: MEDIA[media].attType, name: name || undefined }, { query: { placeholderData: keepPreviousData }, ...silent });
  const remove = useDeleteAttachments();
  const move = useMoveAttachments(silent);
  const rows = list.data?.list ?? [];

  // Selection belongs to what is on screen: a new page, view, tab or folder starts empty.
  const reset = (change: () => void) => {
    change();
    setSelected([]);
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: getGetAttachmentListQueryKey() });

  const noneChosen = `请先选择${MEDIA[media].label}`;

  const onDelete = async () => {
    if (selected.length === 0) return message.warning(noneChosen);
    if (!(await confirm())) return;
    await remove.mutateAsync({ data: { ids: selected.join(',') } });
    message.success('删除成功');
    setSelected([]);
    await refresh();
  };

  const onMove = async () => {
    if (selected.length === 0) return message.warning(noneChosen);
    if (moveTo === '') return message.warning('请选择分类');
    try {
      await move.mutateAsync({ data: { pid: Number(moveTo), attrId: selected.join(',') } });
      message.success('操作成功');
    } finally {
      setSelected([]);
      await refresh();
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
      <CategoryPanel tree={tree.data ?? []} selected={pid} onSelect={(id) => reset(() => { setPid(id); setPage(1); })} />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div role="tablist" aria-label="素材类型" className="flex gap-1 border-b border-slate-200">
          {(only ? [only] : (Object.keys(MEDIA) as Media[])).map((m) => (
            <button key={m} type="button" role="tab" aria-selected={media === m} onClick={() => reset(() => { setMedia(m); setPage(1); })} className={`-mb-px border-b-2 px-4 py-2 text-sm ${media === m ? 'border-primary text-primary' : 'border-transparent text-slate-600'}`}>
              {MEDIA[m].label}
            </button>
          ))}
        </div>
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
              <select aria-label="移动至分类" value={moveTo} onChange={(e) => setMoveTo(e.target.value)} className="h-7 rounded border border-slate-300 px-1 text-xs">
                <option value="">移动至…</option>
                <option value="0">未分类</option>
                {flattenTree(tree.data ?? []).map((o) => (
                  <option key={o.id} value={o.id}>{`${'　'.repeat(o.depth)}${o.name}`}</option>
                ))}
              </select>
              <Button size="sm" disabled={selected.length === 0} onClick={() => void onMove().catch(() => {})}>
                移动
              </Button>
            </span>
          </Authorized>
          <span className="text-xs text-slate-500">已选 {selected.length} 项</span>
          <div className="ml-auto flex items-center gap-2">
            <Input aria-label="按名称搜索" placeholder="请输入名称" className="w-40" value={name} onChange={(e) => reset(() => { setName(e.target.value); setPage(1); })} />
            <div role="group" aria-label="显示方式" className="flex overflow-hidden rounded border border-slate-300 text-xs">
              {(['grid', 'list'] as const).map((v) => (
                <button key={v} type="button" aria-pressed={view === v} onClick={() => reset(() => { setView(v); setPage(1); })} className={`px-2 py-1 whitespace-nowrap ${view === v ? 'bg-primary text-white' : 'text-slate-600'}`}>
                  {v === 'grid' ? '网格' : '列表'}
                </button>
              ))}
            </div>
          </div>
        </div>
        <QueryState query={list} isEmpty={rows.length === 0} emptyText={`暂无${MEDIA[media].label}`}>
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
        {(list.data?.total ?? 0) > 0 && (
          <Pagination total={list.data?.total ?? 0} page={page} limit={limit} pageSizes={[limit]} pagerCount={PAGER_COUNT} onPageChange={(p) => reset(() => setPage(p))} onLimitChange={() => {}} />
        )}
      </div>
      {uploading && <UploadDialog media={media} pid={pid} onClose={() => setUploading(false)} onUploaded={() => void refresh()} />}
    </div>
  );
}

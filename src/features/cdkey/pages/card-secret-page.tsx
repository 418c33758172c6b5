import type { ReactNode } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { batchDeleteCardSecrets, deleteCardSecret, getGetCardSecretListQueryOptions } from '@/api/generated/endpoints/cdkey/cdkey';
import type { CardSecret } from '@/api/generated/model';
import { usePermission } from '@/components/authorized';
import { confirm } from '@/components/confirm-dialog';
import { DataTable, columnsFor } from '@/components/list/data-table';
import { lazyDialog } from '@/components/lazy-dialog';
import { ListPage } from '@/components/list/list-page';
import { useListPage, useRouteSearch } from '@/components/list/use-list-page';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Tag } from '@/components/ui/tag';
import { LinkButton, TextLink } from '@/components/ui/text-link';
import { useDialogs } from '@/components/use-dialogs';
import { message } from '@/lib/message';
import { SECRET_PERMS } from '@/features/cdkey/model/cdkey-perms';
import { secretListParams } from '@/features/cdkey/model/cdkey-queries';
import { cdkeyListDefaults, libraryIdOf } from '@/features/cdkey/model/cdkey-search';
import { downloadImportTemplate } from '@/features/cdkey/model/import-template';

const route = getRouteApi('/_authed/_permitted/product/cdkey/creatCdkey/{-$id}/{-$name}');

const LIBRARY_LIST = '/product/cdkey';

// Mounted while open: each dialog's code loads the first time it is opened.
const always = () => true;
const SecretAddDialog = lazyDialog(() => import('@/features/cdkey/dialogs/secret-add-dialog').then((m) => m.SecretAddDialog), always);
const SecretEditDialog = lazyDialog(() => import('@/features/cdkey/dialogs/secret-edit-dialog').then((m) => m.SecretEditDialog), always);
const SecretImportDialog = lazyDialog(() => import('@/features/cdkey/dialogs/secret-import-dialog').then((m) => m.SecretImportDialog), always);

const SOLD_NOTE = '已售出的卡密不能修改或删除';

const col = columnsFor<CardSecret>();

function columns(actions: (secret: CardSecret) => ReactNode) {
  return col.columns([
    col.accessor('id', { header: '卡密ID', enableHiding: false }),
    col.accessor('libraryId', { header: '卡密库ID' }),
    col.accessor('cardNumber', { header: '卡号', enableHiding: false, cell: (info) => <span className="font-mono break-all">{info.getValue()}</span> }),
    col.accessor('secretNum', { header: '密码', cell: (info) => <span className="font-mono break-all">{info.getValue()}</span> }),
    col.accessor('isUse', { header: '出售情况', cell: (info) => (info.getValue() ? <Tag tone="info">已售</Tag> : <Tag tone="success">未售</Tag>) }),
    col.accessor('createTime', { header: '创建时间' }),
    col.display({ id: 'actions', header: '操作', enableHiding: false, cell: ({ row }) => actions(row.original) }),
  ]);
}

/** 批量删除 of the checked (unsold) card secrets, for the table's bulk bar. */
function batchDelete(onDelete: (selected: CardSecret[], clear: () => void) => void) {
  return function BatchDelete(selected: CardSecret[], clear: () => void) {
    return (
      <Button size="sm" disabled={selected.length === 0} onClick={() => onDelete(selected, clear)}>
        批量删除
      </Button>
    );
  };
}

/** 卡密添加 (reference §3 /product/cdkey/creatCdkey/:id?/:name?): the card secrets of one library. */
export function CardSecretPage() {
  const params = route.useParams();
  const libraryId = libraryIdOf(params.id);
  const name = params.name || (libraryId ? `卡密库 ${libraryId}` : '卡密添加');
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={name} backTo={LIBRARY_LIST} />
      {libraryId ? (
        <SecretList libraryId={libraryId} libraryName={name} />
      ) : (
        <section role="status" className="flex flex-col items-center gap-3 rounded bg-white p-10 text-sm text-slate-500 shadow-sm">
          <span>未指定卡密库，请在卡密管理中选择一个卡密库后点击「管理卡密」</span>
          <TextLink to={LIBRARY_LIST} search={cdkeyListDefaults}>
            返回卡密管理
          </TextLink>
        </section>
      )}
    </div>
  );
}

function SecretList({ libraryId, libraryName }: { libraryId: number; libraryName: string }) {
  const list = useListPage(useRouteSearch(route), (s) => getGetCardSecretListQueryOptions(secretListParams(libraryId, s)));
  const { search, update } = list;
  const dialogs = useDialogs<{ add: true; import: true; edit: CardSecret }>();
  const editing = dialogs.target('edit');

  const canAdd = usePermission(SECRET_PERMS.add);
  const canImport = usePermission(SECRET_PERMS.import);
  const canEdit = usePermission(SECRET_PERMS.update);
  const canDelete = usePermission(SECRET_PERMS.delete);
  const canBatchDelete = usePermission(SECRET_PERMS.batchDelete);

  /** After a delete: the rows gone from this page, the page before when none are left. */
  const afterDelete = (count: number, done: string) => {
    message.success(done);
    if ((list.query.data?.list.length ?? 0) <= count && search.page > 1) update({ page: search.page - 1 });
  };

  const remove = async (secret: CardSecret) => {
    if (!(await confirm({ message: '确定删除此卡密吗？' }))) return;
    try {
      await deleteCardSecret(secret.id);
    } catch {
      // The HTTP client has shown why (sold meanwhile, or gone).
      return;
    }
    afterDelete(1, '删除成功');
  };

  const removeMany = async (selected: CardSecret[], clear: () => void) => {
    if (!(await confirm({ message: `确定要将选中的 ${selected.length} 条卡密删除吗？` }))) return;
    try {
      await batchDeleteCardSecrets({ ids: selected.map((s) => s.id).join(',') });
    } catch {
      return;
    }
    clear();
    afterDelete(selected.length, '批量删除成功');
  };

  // New card secrets are unsold and the newest: they lead the first page.
  const toFirstPage = () => {
    if (search.page !== 1) update({ page: 1 });
  };

  const renderActions = (secret: CardSecret) => {
    const note = secret.isUse ? SOLD_NOTE : undefined;
    return (
      <span className="flex items-center gap-3 whitespace-nowrap">
        {canEdit && (
          <LinkButton disabled={secret.isUse} title={note} aria-label={`编辑 ${secret.cardNumber}`} onClick={() => dialogs.open('edit', secret)}>
            编辑
          </LinkButton>
        )}
        {canDelete && (
          <LinkButton danger disabled={secret.isUse} title={note} aria-label={`删除 ${secret.cardNumber}`} onClick={() => void remove(secret)}>
            删除
          </LinkButton>
        )}
      </span>
    );
  };

  return (
    <ListPage
      label="卡密"
      dialogs={
        <>
          {dialogs.target('add') && <SecretAddDialog libraryId={libraryId} onClose={dialogs.close} onAdded={toFirstPage} />}
          {dialogs.target('import') && <SecretImportDialog libraryId={libraryId} libraryName={libraryName} onClose={dialogs.close} onImported={toFirstPage} />}
          {editing && <SecretEditDialog key={editing.id} secret={editing} onClose={dialogs.close} />}
        </>
      }
    >
      <DataTable
        tableId="card-secret"
        label="卡密列表"
        columns={columns(renderActions)}
        {...list.table}
        getRowId={(s) => String(s.id)}
        rowName={(s) => s.cardNumber}
        canSelect={(s) => !s.isUse}
        emptyText="该卡密库暂无卡密，请添加或导入卡密"
        bulkActions={canBatchDelete ? batchDelete((selected, clear) => void removeMany(selected, clear)) : undefined}
        leadingToolbar={
          <>
            {canAdd && (
              <Button size="sm" variant="primary" onClick={() => dialogs.open('add', true)}>
                添加卡密
              </Button>
            )}
            {canImport && (
              <>
                <Button size="sm" onClick={() => dialogs.open('import', true)}>
                  导入卡密
                </Button>
                <Button size="sm" onClick={() => void downloadImportTemplate()}>
                  下载模板
                </Button>
              </>
            )}
          </>
        }
      />
    </ListPage>
  );
}

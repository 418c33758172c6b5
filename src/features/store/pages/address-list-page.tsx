import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { deleteMerchantAddress, setDefaultMerchantAddress, toggleMerchantAddressShow } from '@/api/generated/endpoints/address/address';
import { getGetMerchantAddressListQueryKey, useGetMerchantAddressList } from '@/api/generated/endpoints/refund/refund';
import type { MerchantAddress } from '@/api/generated/model';
import { usePermission } from '@/components/authorized';
import { confirm } from '@/components/confirm-dialog';
import { DataTable, columnsFor } from '@/components/list/data-table';
import { queryStatus } from '@/components/list/use-list-page';
import { ListPage } from '@/components/list/list-page';
import { Button } from '@/components/ui/button';
import { StatusSwitch } from '@/components/ui/status-switch';
import { Tag } from '@/components/ui/tag';
import { useDialogs } from '@/components/use-dialogs';
import { LinkButton } from '@/components/ui/text-link';
import { message } from '@/lib/message';
import { addressLine } from '@/lib/domain/address';
import { AddressDialog } from '@/features/store/dialogs/address-dialog';

export const ADDRESS_PERMS = {
  save: 'merchant:address:add',
  update: 'merchant:address:update',
  delete: 'merchant:address:delete',
  setDefault: 'merchant:address:set:default',
  show: 'merchant:address:update:show',
} as const;

export const DELETE_QUESTION = '删除当前数据?';
export const DEFAULT_QUESTION = '设置为默认地址吗?';

const col = columnsFor<MerchantAddress>();

function columns(status: (a: MerchantAddress) => ReactNode, actions: (a: MerchantAddress) => ReactNode) {
  return col.columns([
    col.accessor('id', { header: 'ID', enableHiding: false }),
    col.display({
      id: 'detail',
      header: '商家地址',
      enableHiding: false,
      cell: ({ row }) => (
        <span className="inline-flex max-w-96 items-center gap-2 whitespace-normal">
          <span>{addressLine(row.original)}</span>
          {row.original.isDefault && <Tag tone="primary">默认</Tag>}
        </span>
      ),
    }),
    col.accessor('receiverName', { header: '商家姓名' }),
    col.accessor('receiverPhone', { header: '商家电话' }),
    col.display({ id: 'isShow', header: '是否开启', cell: ({ row }) => status(row.original) }),
    col.display({ id: 'actions', header: '操作', enableHiding: false, cell: ({ row }) => actions(row.original) }),
  ]);
}

/** 商家地址管理 (reference §4.9): the store's return-goods addresses; the refund dialog picks from the open ones. */
export function AddressListPage() {
  const queryClient = useQueryClient();
  // Every address, open or not; the refund dialog's list (open ones) shares the key prefix.
  const list = useGetMerchantAddressList();
  const dialogs = useDialogs<{ add: true; edit: MerchantAddress }>();
  const editing = dialogs.target('edit');
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const canSave = usePermission(ADDRESS_PERMS.save);
  const canEdit = usePermission(ADDRESS_PERMS.update);
  const canDelete = usePermission(ADDRESS_PERMS.delete);
  const canSetDefault = usePermission(ADDRESS_PERMS.setDefault);
  const canShow = usePermission(ADDRESS_PERMS.show);

  /** Runs a row's action once at a time; the HTTP client shows a refusal, and a success has reloaded the list (lib/refresh.ts). */
  const act = async (address: MerchantAddress, run: () => Promise<unknown>, done: string) => {
    setBusy((current) => new Set(current).add(address.id));
    try {
      await run();
      message.success(done);
    } catch {
      // A refusal may come of a change made elsewhere: the list reads the server's state again.
      void queryClient.invalidateQueries({ queryKey: getGetMerchantAddressListQueryKey() });
    } finally {
      setBusy((current) => {
        const rest = new Set(current);
        rest.delete(address.id);
        return rest;
      });
    }
  };

  const remove = async (address: MerchantAddress) => {
    if (!(await confirm({ message: DELETE_QUESTION }))) return;
    await act(address, () => deleteMerchantAddress(address.id), '删除成功');
  };

  const makeDefault = async (address: MerchantAddress) => {
    if (!(await confirm({ message: DEFAULT_QUESTION }))) return;
    await act(address, () => setDefaultMerchantAddress(address.id), '操作成功');
  };

  const renderStatus = (a: MerchantAddress) => (
    // The default address stays open (the backend refuses to close it), as the reference's switch is disabled there.
    <StatusSwitch label={`${a.receiverName} 地址开启`} checked={a.isShow} disabled={!canShow || a.isDefault || busy.has(a.id)} onToggle={() => void act(a, () => toggleMerchantAddressShow(a.id), '操作成功')} />
  );

  const renderActions = (a: MerchantAddress) => (
    <span className="flex items-center gap-3">
      {canEdit && (
        <LinkButton aria-label={`编辑 ${a.id}`} onClick={() => dialogs.open('edit', a)}>
          编辑
        </LinkButton>
      )}
      {/* Only an open address can be the default (a closed one is refused), as the reference offers it. */}
      {canSetDefault && !a.isDefault && a.isShow && (
        <LinkButton aria-label={`设为默认 ${a.id}`} disabled={busy.has(a.id)} onClick={() => void makeDefault(a)}>
          设为默认
        </LinkButton>
      )}
      {canDelete && (
        <LinkButton danger aria-label={`删除 ${a.id}`} disabled={busy.has(a.id)} onClick={() => void remove(a)}>
          删除
        </LinkButton>
      )}
    </span>
  );

  return (
    <ListPage
      heading="商家地址管理"
      label="商家地址"
      dialogs={
        <>
          {dialogs.target('add') && <AddressDialog onClose={dialogs.close} />}
          {editing && <AddressDialog key={editing.id} address={editing} onClose={dialogs.close} />}
        </>
      }
    >
      <DataTable
        tableId="merchant-address"
        label="商家地址列表"
        columns={columns(renderStatus, renderActions)}
        rows={list.data}
        total={undefined}
        getRowId={(a) => String(a.id)}
        page={1}
        limit={list.data?.length ?? 0}
        onPageChange={() => {}}
        onLimitChange={() => {}}
        {...queryStatus(list)}
        emptyText="暂无地址"
        leadingToolbar={
          canSave && (
            <Button size="sm" variant="primary" onClick={() => dialogs.open('add', true)}>
              添加地址
            </Button>
          )
        }
      />
    </ListPage>
  );
}

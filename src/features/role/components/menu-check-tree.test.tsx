import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { menuChecks } from '@/mocks/seed/roles';
import { lockedIds } from '@/features/role/model/menu-check-model';
import { MenuCheckTree } from './menu-check-tree';

function Harness({ account }: { account: string }) {
  const tree = menuChecks();
  const [value, setValue] = useState<number[]>([]);
  return <MenuCheckTree id="tree" nodes={tree} value={value} onChange={setValue} locked={lockedIds(tree, account)} />;
}

describe('菜单权限 tree', () => {
  const LOCKED = ['设置', '管理权限', '身份管理', '管理员列表', '权限规则'];

  it('disables 设置, 管理员列表, 身份管理, 管理权限 and 权限规则 unless the account is admin', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness account="staff" />);
    await user.click(screen.getByRole('checkbox', { name: '展开/折叠' }));
    for (const name of LOCKED) expect(screen.getByRole('checkbox', { name })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: '添加身份' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: '商户基本设置' })).toBeEnabled();
    // The other settings pages may still be granted; 设置 follows them.
    await user.click(screen.getByRole('checkbox', { name: '数据导出' }));
    expect(screen.getByRole('checkbox', { name: '设置' })).toBePartiallyChecked();
    unmount();

    render(<Harness account="admin" />);
    await user.click(screen.getByRole('checkbox', { name: '展开/折叠' }));
    for (const name of LOCKED) expect(screen.getByRole('checkbox', { name })).toBeEnabled();
  });

  it('opens one branch by its arrow, and all of them by 展开/折叠', async () => {
    const user = userEvent.setup();
    render(<Harness account="admin" />);
    expect(screen.queryByRole('checkbox', { name: '商品列表' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '展开商品' }));
    expect(screen.getByRole('checkbox', { name: '商品列表' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: '商品分页列表' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: '展开/折叠' }));
    expect(screen.getByRole('checkbox', { name: '商品分页列表' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '展开/折叠' }));
    expect(screen.queryByRole('checkbox', { name: '商品列表' })).toBeNull();
  });
});

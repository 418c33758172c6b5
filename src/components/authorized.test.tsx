import { render, screen } from '@testing-library/react';
import { switchRole } from '@/lib/session';
import { loadSession } from '@/lib/session-load';
import { Authorized } from './authorized';

function Toolbar() {
  return (
    <div>
      <Authorized perms="merchant:attachment:list">
        <button type="button">查看</button>
      </Authorized>
      <Authorized perms={['merchant:attachment:delete', 'merchant:attachment:move']}>
        <button type="button">删除或移动</button>
      </Authorized>
      <Authorized perms={['merchant:attachment:list', 'merchant:upload:image']} mode="and">
        <button type="button">上传</button>
      </Authorized>
    </div>
  );
}

describe('Authorized', () => {
  it('leaves gated elements out of the page for the staff account', async () => {
    switchRole('staff');
    await loadSession();
    render(<Toolbar />);
    expect(screen.getByRole('button', { name: '查看' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '上传' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除或移动' })).toBeNull();
  });

  it("shows everything to '*:*:*'", async () => {
    switchRole('admin');
    await loadSession();
    render(<Toolbar />);
    expect(screen.getAllByRole('button')).toHaveLength(3);
  });

  it('shows nothing before a session is loaded', () => {
    render(<Toolbar />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});

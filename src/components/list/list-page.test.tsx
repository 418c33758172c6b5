import { render, screen, within } from '@testing-library/react';
import { ListPage } from './list-page';

describe('ListPage', () => {
  it('puts the filters over a section named for the list, its tabs before its table, the dialogs after it', () => {
    render(
      <ListPage filters={<div>筛选条件</div>} heading="优惠券列表" label="优惠券" tabs={<div role="tablist" aria-label="状态" />} dialogs={<div>弹窗</div>}>
        <table aria-label="优惠券列表" />
      </ListPage>,
    );
    expect(screen.getByRole('heading', { name: '优惠券列表' })).toHaveClass('sr-only');
    const section = screen.getByRole('region', { name: '优惠券' });
    const [tabs, table] = Array.from(section.children);
    expect(tabs).toBe(within(section).getByRole('tablist', { name: '状态' }));
    expect(table).toBe(within(section).getByRole('table', { name: '优惠券列表' }));
    const page = section.parentElement!;
    expect(Array.from(page.children).map((c) => c.textContent)).toEqual(['优惠券列表', '筛选条件', '', '弹窗']);
  });

  it('draws a plain box without a label or tabs', () => {
    const { container } = render(
      <ListPage>
        <p>行</p>
      </ListPage>,
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.querySelector('section')).toHaveTextContent('行');
  });
});

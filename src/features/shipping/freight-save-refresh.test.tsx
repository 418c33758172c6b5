import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@/mocks/db';
import { findTable, openPage, texts } from '@/test/page';

// A save finds its list fresh though nothing of the form's refreshes it: the list stays on screen behind the
// drawer, cached, and the HTTP client loads it again inside the save call (lib/refresh.ts).

const TABLE = '运费模板列表';

describe('saving a template from the drawer over its list', () => {
  it('has the list show the new template as the drawer closes', async () => {
    const { user } = await openPage('/operation/freightSet', async () => within(await findTable(TABLE)).findByRole('button', { name: `修改 ${getDb().shippingTemplates[0].name}` }));
    await user.click(screen.getByRole('button', { name: '添加运费模板' }));
    const drawer = await screen.findByRole('dialog', { name: '添加运费模板' });
    await user.type(within(drawer).getByLabelText('模板名称'), '刷新后即见');
    await user.click(within(drawer).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('创建成功'));
    // The save has resolved (its message is shown): the list holds the template already, with no wait for a load.
    expect(within(screen.getByRole('table', { name: TABLE })).getByText('刷新后即见')).toBeInTheDocument();
  });
});

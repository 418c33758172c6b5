import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { QueryState } from './query-state';

const loading = { isLoading: true, isError: false, refetch: () => undefined };

describe('QueryState', () => {
  it('shows a named loading status that breaks no serious accessibility rule', async () => {
    const { container } = render(
      <QueryState query={loading}>
        <p>内容</p>
      </QueryState>,
    );
    expect(screen.getByRole('status', { name: '加载中' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('内容')).toBeNull();
    const { violations } = await axe.run(container, { resultTypes: ['violations'] });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});

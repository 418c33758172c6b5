import { render } from '@testing-library/react';
import { Icon, ICON_LABELS, ICON_NAMES, isIconName } from './icons';

describe('icons', () => {
  it('has the console menu icons, each with a Chinese caption', () => {
    expect(ICON_NAMES.length).toBeGreaterThanOrEqual(30);
    for (const name of ['home', 'goods', 'order', 'user', 'money', 'coupon', 'marketing', 'video', 'setting', 'maintain', 'more', 'menu-fold', 'menu-unfold']) {
      expect(ICON_NAMES).toContain(name);
    }
    for (const name of ICON_NAMES) expect(ICON_LABELS[name]).toMatch(/\S/);
  });

  it('draws every icon as a hidden, currentColor line drawing', () => {
    for (const name of ICON_NAMES) {
      const { container, unmount } = render(<Icon name={name} size={20} className="text-primary" />);
      const svg = container.querySelector('svg');
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg).toHaveAttribute('stroke', 'currentColor');
      expect(svg).toHaveAttribute('width', '20');
      expect(svg).toHaveClass('text-primary');
      expect(svg?.children.length).toBeGreaterThan(0);
      unmount();
    }
  });

  it('tells known icon names from server strings that are not', () => {
    expect(isIconName('home')).toBe(true);
    expect(isIconName('el-icon-s-home')).toBe(false);
    expect(isIconName('toString')).toBe(false);
  });
});

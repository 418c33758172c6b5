import { closeAllTabs, closeOtherTabs, closeTab, getTabs, resetTabs, visitTab } from './tabs';

const paths = () => getTabs().map((t) => t.path);

describe('the tabs bar store', () => {
  beforeEach(() => resetTabs());

  it('starts with the pinned home tab and adds each visited page once, keeping its latest query', () => {
    visitTab('/order/list', '/order/list', '订单管理');
    visitTab('/user/index', '/user/index', '用户管理');
    visitTab('/order/list', '/order/list?status=notShipped', '订单管理');
    expect(paths()).toEqual(['/dashboard', '/order/list', '/user/index']);
    expect(getTabs()[1].href).toBe('/order/list?status=notShipped');
    expect(JSON.parse(window.sessionStorage.getItem('tagsView') ?? '[]')).toHaveLength(3);
  });

  it('never closes the pinned tab', () => {
    expect(closeTab('/dashboard', '/dashboard')).toBeUndefined();
    expect(closeAllTabs()).toBe('/dashboard');
    expect(paths()).toEqual(['/dashboard']);
  });

  it('closing the current tab goes to its right neighbour, else the left one', () => {
    visitTab('/a', '/a', 'A');
    visitTab('/b', '/b?x=1', 'B');
    visitTab('/c', '/c', 'C');
    expect(closeTab('/b', '/b')).toBe('/c');
    expect(closeTab('/c', '/c')).toBe('/a');
    expect(closeTab('/a', '/dashboard')).toBeUndefined();
    expect(paths()).toEqual(['/dashboard']);
  });

  it('close others keeps the pinned tab and the chosen one', () => {
    visitTab('/a', '/a', 'A');
    visitTab('/b', '/b', 'B');
    closeOtherTabs('/b');
    expect(paths()).toEqual(['/dashboard', '/b']);
  });
});

import { accessibleShade, contrastRatio, DEFAULT_SETTINGS, THEME_PRESETS, getSettings, mixColor, reloadSettings, resetSettings, saveSettings, updateSettings } from './layout-settings';

describe('layout settings', () => {
  beforeEach(() => resetSettings());

  it('apply at once, survive a reload only when saved, and reset to the defaults', () => {
    updateSettings({ theme: '#11a983', topNav: true });
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe(accessibleShade('#11a983'));
    reloadSettings();
    expect(getSettings().theme).toBe('#409EFF');

    updateSettings({ theme: '#11a983', topNav: true });
    saveSettings();
    reloadSettings();
    expect(getSettings()).toMatchObject({ theme: '#11a983', topNav: true });

    resetSettings();
    expect(getSettings()).toEqual(DEFAULT_SETTINGS);
    expect(window.localStorage.getItem('layout-setting')).toBeNull();
  });

  it('ignores a tampered saved value', () => {
    window.localStorage.setItem('layout-setting', JSON.stringify({ theme: 'red;background:url(x)', sideTheme: 'pink' }));
    reloadSettings();
    expect(getSettings()).toMatchObject({ theme: '#409EFF', sideTheme: 'theme-dark' });
  });

  it('mixes colours towards white and black', () => {
    expect(mixColor('#409EFF', 0.9)).toBe('#ecf5ff');
    expect(mixColor('#000000', 0.5)).toBe('#808080');
    expect(mixColor('#ffffff', -1)).toBe('#000000');
  });
});

describe('accessible theme shades', () => {
  it('darken each preset only as far as white text on it needs (4.5:1)', () => {
    for (const color of THEME_PRESETS) {
      const shade = accessibleShade(color);
      expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(accessibleShade(color, 4.4), '#ffffff')).toBeLessThanOrEqual(contrastRatio(shade, '#ffffff'));
    }
    expect(accessibleShade('#212121')).toBe('#212121');
    expect(accessibleShade('#409EFF')).not.toBe('#409EFF');
  });

  it('measure contrast as WCAG does', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 0);
    expect(contrastRatio('#409EFF', '#ffffff')).toBeCloseTo(2.8, 1);
  });
});

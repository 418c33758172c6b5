import { useSyncExternalStore } from 'react';
import { getCookie, readJson, setCookie } from './storage';

/** The layout settings of SPEC.md §3, kept in local storage by the settings panel's save button. */
export interface LayoutSettings {
  theme: string;
  sideTheme: 'theme-dark' | 'theme-light';
  topNav: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  navIcon: boolean;
}

export const THEME_PRESETS = ['#409EFF', '#1890ff', '#304156', '#212121', '#11a983', '#13c2c2', '#6959CD', '#f5222d'] as const;

export const DEFAULT_SETTINGS: LayoutSettings = {
  theme: '#409EFF',
  sideTheme: 'theme-dark',
  topNav: false,
  tagsView: true,
  fixedHeader: true,
  sidebarLogo: true,
  navIcon: true,
};

export const SETTINGS_KEY = 'layout-setting';
export const SIDEBAR_COOKIE = 'sidebarStatus';
/** Below this width the device is mobile: the sidebar becomes a drawer. */
export const MOBILE_BREAKPOINT = 992;

function readSaved(): LayoutSettings {
  const saved = readJson<Partial<LayoutSettings>>(window.localStorage.getItem(SETTINGS_KEY));
  const merged = { ...DEFAULT_SETTINGS, ...saved };
  if (!/^#[0-9a-f]{6}$/i.test(merged.theme)) merged.theme = DEFAULT_SETTINGS.theme;
  if (merged.sideTheme !== 'theme-light') merged.sideTheme = 'theme-dark';
  return merged;
}

let settings: LayoutSettings = readSaved();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const getSettings = () => settings;

export function useLayoutSettings() {
  return useSyncExternalStore(subscribe, getSettings, getSettings);
}

/** Changes take effect at once; `saveSettings` keeps them. */
export function updateSettings(change: Partial<LayoutSettings>) {
  settings = { ...settings, ...change };
  applyThemeColor(settings.theme);
  emit();
}

export function saveSettings() {
  window.localStorage.setItem(SETTINGS_KEY, JSON.stringify(settings));
}

/** Forgets saved settings; the caller reloads the page (SPEC: reset resets and reloads). */
export function resetSettings() {
  window.localStorage.removeItem(SETTINGS_KEY);
  settings = { ...DEFAULT_SETTINGS };
  applyThemeColor(settings.theme);
  emit();
}

/** Re-reads local storage (after sign-in cleared it, or in tests). */
export function reloadSettings() {
  settings = readSaved();
  applyThemeColor(settings.theme);
  emit();
}

/** Mixes a #rrggbb colour with white (amount > 0) or black (amount < 0). */
export function mixColor(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channels = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  const target = amount > 0 ? 255 : 0;
  const weight = Math.abs(amount);
  return `#${channels
    .map((c) => Math.round(c + (target - c) * weight).toString(16).padStart(2, '0'))
    .join('')}`;
}

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string) {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string) {
  const [hi, lo] = [luminance(a), luminance(b)].toSorted((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The theme colour darkened just enough for white text on it, and it as text on white, to reach
 * 4.5:1 (WCAG AA). Element's default blue (#409EFF) reaches only 2.8:1; the chosen colour stays
 * the setting, and this shade is what the console paints with.
 */
export function accessibleShade(color: string, ratio = 4.5) {
  let shade = color;
  for (let step = 1; contrastRatio(shade, '#ffffff') < ratio && step <= 50; step++) shade = mixColor(color, -step / 50);
  return shade;
}

/** The theme colour drives Tailwind's primary colours through their CSS variables. */
export function applyThemeColor(color: string) {
  const style = document.documentElement.style;
  const shade = accessibleShade(color);
  style.setProperty('--color-primary', shade);
  style.setProperty('--color-primary-hover', mixColor(shade, -0.12));
  style.setProperty('--color-primary-active', mixColor(shade, -0.2));
  style.setProperty('--color-primary-soft', mixColor(color, 0.9));
}

export const isSidebarOpen = () => getCookie(SIDEBAR_COOKIE) !== '0';
export const setSidebarOpen = (open: boolean) => setCookie(SIDEBAR_COOKIE, open ? '1' : '0');

// The saved colour applies from the first paint on.
applyThemeColor(settings.theme);

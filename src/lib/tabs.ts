import { useSyncExternalStore } from 'react';
import { onSessionCleared } from './session';
import { readJson, TABS_KEY } from './storage';

/** A visited page in the tabs bar. `href` keeps its query, so returning restores its filters. */
export interface Tab {
  path: string;
  href: string;
  title: string;
  pinned: boolean;
}

export const HOME_TAB: Tab = { path: '/dashboard', href: '/dashboard', title: '主页', pinned: true };

function load(): Tab[] {
  const saved = readJson<Tab[]>(window.sessionStorage.getItem(TABS_KEY));
  const rest = Array.isArray(saved) ? saved.filter((t) => t && typeof t.path === 'string' && !t.pinned) : [];
  return [HOME_TAB, ...rest];
}

let tabs: Tab[] = load();
const listeners = new Set<() => void>();

function set(next: Tab[]) {
  tabs = next;
  window.sessionStorage.setItem(TABS_KEY, JSON.stringify(tabs));
  listeners.forEach((l) => l());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const getTabs = () => tabs;
export const useTabs = () => useSyncExternalStore(subscribe, getTabs, getTabs);

/** Opens or updates the tab of a page as it is visited. */
export function visitTab(path: string, href: string, title: string) {
  const existing = tabs.find((t) => t.path === path);
  if (existing) {
    if (existing.href !== href || existing.title !== title) set(tabs.map((t) => (t.path === path ? { ...t, href, title } : t)));
    return;
  }
  set([...tabs, { path, href, title, pinned: false }]);
}

/**
 * Closes a tab (pinned tabs stay). Returns where to go when the closed tab was the current one:
 * its right neighbour's page, else the left one's.
 */
export function closeTab(path: string, currentPath: string): string | undefined {
  const index = tabs.findIndex((t) => t.path === path);
  if (index < 0 || tabs[index].pinned) return undefined;
  const next = tabs.filter((t) => t.path !== path);
  set(next);
  if (path !== currentPath) return undefined;
  return (next[index] ?? next[index - 1] ?? HOME_TAB).href;
}

/** Keeps the pinned tabs and the given one. */
export function closeOtherTabs(path: string) {
  set(tabs.filter((t) => t.pinned || t.path === path));
}

/** Keeps only the pinned tabs; returns the page to show. */
export function closeAllTabs(): string {
  set(tabs.filter((t) => t.pinned));
  return tabs[0]?.href ?? HOME_TAB.href;
}

/** Back to the home tab alone. */
export function resetTabs() {
  set([HOME_TAB]);
}

/** The session ended: the tabs are forgotten (the session module removes their stored copy). */
export function forgetTabs() {
  tabs = [HOME_TAB];
  listeners.forEach((l) => l());
}

// Tied here rather than by the app, so that the tabs stay off the sign-in page's first script: before the
// console's frame has loaded this module there are no tabs in memory to forget.
onSessionCleared(forgetTabs);

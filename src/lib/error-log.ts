import { useSyncExternalStore } from 'react';
import { readJson } from './storage';

/** An error the console met: kept so staff (and support) can see what went wrong and where. */
export interface ErrorLogEntry {
  time: string;
  message: string;
  path: string;
  source: 'page' | 'window' | 'promise';
  stack?: string;
}

const KEY = 'errorLog';
const LIMIT = 100;

let entries: readonly ErrorLogEntry[] = readJson<ErrorLogEntry[]>(window.sessionStorage.getItem(KEY)) ?? [];
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const getEntries = () => entries;

export function logError(error: unknown, source: ErrorLogEntry['source']) {
  const entry: ErrorLogEntry = {
    time: new Date().toISOString(),
    message: error instanceof Error ? error.message || error.name : String(error),
    path: window.location.pathname + window.location.search,
    source,
    stack: error instanceof Error ? error.stack?.split('\n').slice(0, 6).join('\n') : undefined,
  };
  entries = [entry, ...entries].slice(0, LIMIT);
  window.sessionStorage.setItem(KEY, JSON.stringify(entries));
  listeners.forEach((l) => l());
}

export function clearErrorLog() {
  entries = [];
  window.sessionStorage.removeItem(KEY);
  listeners.forEach((l) => l());
}

export const useErrorLog = () => useSyncExternalStore(subscribe, getEntries, getEntries);

/** Records what escapes every handler: uncaught errors and unhandled rejections. */
export function watchUncaughtErrors() {
  window.addEventListener('error', (event) => logError(event.error ?? event.message, 'window'));
  window.addEventListener('unhandledrejection', (event) => logError(event.reason, 'promise'));
}

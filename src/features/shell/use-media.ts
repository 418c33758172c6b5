import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT } from '@/lib/layout-settings';

const query = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;

function subscribe(listener: () => void) {
  const list = window.matchMedia?.(query);
  list?.addEventListener('change', listener);
  return () => list?.removeEventListener('change', listener);
}

const isMobile = () => window.matchMedia?.(query).matches ?? window.innerWidth < MOBILE_BREAKPOINT;

/** True below 992px: the device is mobile and the sidebar is a drawer. */
export function useIsMobile() {
  return useSyncExternalStore(subscribe, isMobile, isMobile);
}

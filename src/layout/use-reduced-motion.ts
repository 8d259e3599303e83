// Whether the person asked the system for less motion (prefers-reduced-motion), followed live. The
// theme turns antd's motion off for them (ConfigProvider's `motion` token: drawers, menus and
// messages appear at once) and src/reduced-motion.css stops the looping loaders (WCAG 2.3.3).
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';
// one query list for the page: React reads the snapshot at every render of the app's root
let list: MediaQueryList | undefined;
const media = () => (typeof window === 'undefined' ? undefined : (list ??= window.matchMedia?.(QUERY)));

function subscribe(onChange: () => void) {
  const m = media();
  m?.addEventListener('change', onChange);
  return () => m?.removeEventListener('change', onChange);
}

export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}

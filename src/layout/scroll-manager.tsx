// Navigation scrolls to top unless the route opts out (scrollToTop: false); a hash
// anchor scrolls to its element instead.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { findRoute } from '../config/routes.tsx';

export function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (findRoute(pathname)?.route.scrollToTop !== false) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

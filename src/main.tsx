// Start-up: antd's React 19 patch first, then either the silent sign-in frame's tiny job or the app
// (runtime settings, session, then the shell). casbin and its Buffer polyfill load with the first
// access decision (src/policies/access-policy.ts).
import '@ant-design/v5-patch-for-react-19';
import { createRoot } from 'react-dom/client';
import { CALLBACK_PATH, SILENT_CALLBACK_PATH } from './providers/auth/auth-paths.ts';
import roboto400 from '@fontsource/roboto/files/roboto-latin-400-normal.woff2?url';
import roboto700 from '@fontsource/roboto/files/roboto-latin-700-normal.woff2?url';
import { loadRuntimeConfig } from './config/runtime-config.ts';

// The first paint's text (latin 400, headings' 600 drawn in 700) is fetched now, not only once the
// shell's stylesheet has arrived and laid out the page (issue #32); other weights and scripts load
// when a page uses them.
function preloadFonts() {
  for (const href of [roboto400, roboto700]) {
    const link = Object.assign(document.createElement('link'), { rel: 'preload', as: 'font', href });
    link.type = 'font/woff2';
    link.crossOrigin = 'anonymous';
    document.head.append(link);
  }
}

async function startApp(container: HTMLElement) {
  // A browser that was signed in (or is back from the provider) most likely stays on this page:
  // its shell and the open route's page code load while the session starts (issue #32). Any
  // other start fetches the app's code only once it stays (not off to the sign-in page).
  const staying = localStorage.getItem('app_user') !== null || window.location.pathname === CALLBACK_PATH;
  // the settings are asked for at once and the session's code before the shell's: on HTTP/1.1 the
  // browser fetches six files at a time, in the order asked (issue #32)
  loadRuntimeConfig().catch(() => undefined); // startSession reports a failure
  const starting = import('./providers/auth/start-session.ts');
  if (staying) preloadFonts();
  const early = staying ? import('./App.tsx') : undefined;
  early?.then((m) => m.preloadStart(window.location.pathname)).catch(() => undefined);
  const { startSession } = await starting;
  const outcome = await startSession();
  const root = createRoot(container);
  if (outcome.kind === 'ready') {
    const { App } = await (early ?? import('./App.tsx'));
    root.render(<App session={outcome.session} />);
    return;
  }
  // the failure page (antd's Result and its pictures) is loaded only when start-up failed
  const { default: StartFailed } = await import('./pages/auth/start-failed.tsx');
  if (outcome.kind === 'sign-in-failed') {
    root.render(
      <StartFailed
        title="Sign-in failed"
        message={outcome.error.message}
        action="Sign in again"
        onAction={() => void outcome.session.login({ returnTo: '/dashboard' })}
      />,
    );
  } else {
    root.render(
      <StartFailed
        title="Your account could not be loaded"
        message={outcome.error.message}
        action="Log out"
        onAction={() => void outcome.session.logout()}
      />,
    );
  }
}

if (window.location.pathname === SILENT_CALLBACK_PATH) {
  void import('./pages/auth/silent-callback.ts').then((m) => m.notifyParent());
} else {
  startApp(document.getElementById('root')!).catch((err) => {
    console.error('[start] the app could not start', err);
    document.getElementById('root')!.innerHTML =
      '<main><h1>The application could not start</h1><p>Reload the page to try again.</p></main>';
  });
}

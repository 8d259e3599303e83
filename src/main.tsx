// Start-up: polyfills first (casbin needs Buffer), then antd's React 19 patch, then either the
// silent sign-in frame's tiny job or the app (runtime settings, session, then the shell).
import './polyfills.ts';
import '@ant-design/v5-patch-for-react-19';
import { createRoot } from 'react-dom/client';
import { CALLBACK_PATH, SILENT_CALLBACK_PATH } from './providers/auth/auth-paths.ts';

async function startApp(container: HTMLElement) {
  // A browser that was signed in (or is back from the provider) most likely stays on this page:
  // its shell and the open route's page code load while the session starts (issue #32). Any
  // other start fetches the app's code only once it stays (not off to the sign-in page).
  const staying = localStorage.getItem('app_user') !== null || window.location.pathname === CALLBACK_PATH;
  const early = staying ? import('./App.tsx') : undefined;
  early?.then((m) => m.preloadRoute(window.location.pathname)).catch(() => undefined);
  const { startSession } = await import('./providers/auth/start-session.ts');
  const outcome = await startSession();
  const [{ App }, { default: StartFailed }] = await Promise.all([
    early ?? import('./App.tsx'),
    import('./pages/auth/start-failed.tsx'),
  ]);
  const root = createRoot(container);
  if (outcome.kind === 'ready') {
    root.render(<App session={outcome.session} />);
  } else if (outcome.kind === 'sign-in-failed') {
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

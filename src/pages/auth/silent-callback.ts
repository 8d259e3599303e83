// /auth/silent-callback, loaded in a hidden frame: hands the provider's answer (code or error)
// to the window that opened the frame (a silent sign-in or a session check), then stops.
import { UserManager } from 'oidc-client-ts';

export async function notifyParent() {
  // Only the frame-to-parent notice is used here: no provider settings are needed.
  const manager = new UserManager({
    authority: window.location.origin,
    client_id: 'silent-callback',
    redirect_uri: window.location.href,
  });
  await manager.signinSilentCallback(window.location.href);
}

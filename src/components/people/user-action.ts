// The users resource's sign-in account actions (enable, disable, reset password, resend invite,
// set roles), run through the one action route (src/providers/data/run-action.ts) by the users
// screen and by every person list that shows accounts (account-actions.tsx).
import { runAction } from '../../providers/data/run-action.ts';

export type UserAction = 'enable' | 'disable' | 'reset_password' | 'resend_invite' | 'set_roles';

export const userAction = (action: UserAction, userIds: string[], input?: Record<string, unknown>) =>
  runAction<{ user_id: string; email: string }, { mailedTo?: string }>('users', action, userIds, input);

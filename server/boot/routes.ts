// GET /api/boot: what the browser's start-up needs after the sign-in, in one round trip (issue #32):
// the app user (security_users/loggedin_user), the current role chosen from x-current-role, its
// permissions (security_users/admin_list_roles), the active subscriptions of a paying user
// (students/trekai_subscription) and the blocked paths the server enforces (as GET /api/me). The
// reads run side by side through the list engine, so each part is what its own endpoint answers.
import { Type } from '@sinclair/typebox';
import type { App } from '../schemas/app.ts';
import { replies } from '../schemas/replies.ts';
import { PrincipalReply } from '../schemas/principal.ts';
import { listAnswer, type ListBodyIn } from '../listmodel/list-answer.ts';
import { paysBySubscription } from '../../src/policies/subscription-gate.ts';
import { forbidden } from '../errors.ts';

const Row = Type.Record(Type.String(), Type.Unknown());
const BootReply = Type.Object({
  me: PrincipalReply,
  appUser: Row,
  currentRole: Type.String(),
  permissions: Type.Array(Type.String()),
  subscriptions: Type.Array(Row),
  blockedPaths: Type.Array(Type.String()),
});

export default async function bootRoutes(app: App) {
  app.get(
    '/api/boot',
    {
      config: { access: 'authenticated' },
      schema: { response: replies({ 200: BootReply }) },
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (req) => {
      const p = req.principal!;
      const db = app.database.db;
      const rows = async (body: ListBodyIn) => (await listAnswer(db, p, req.tenant!, body)).data[0].rows;
      const role = p.currentRole;
      const pays = paysBySubscription(p.tenantTitle, p.tenantModel, role);
      const [users, roles, subscriptions] = await Promise.all([
        rows({ bizobjfile: 'security_users', api: 'loggedin_user', filter: [['user_id', '=', p.sub]] }),
        rows({ bizobjfile: 'security_users', api: 'admin_list_roles', filter: [['role_name', '=', role]] }),
        pays
          ? rows({
              bizobjfile: 'students',
              api: 'trekai_subscription',
              filter: [
                ['app_user_id', '=', p.userId],
                ['is_active', '=', true],
              ],
            })
          : [],
      ]);
      if (!users[0]) throw forbidden('No account in this platform for this identity', 'no_app_user');
      const permissions = (roles[0]?.role_permissions as string[] | null | undefined) ?? [];
      return { me: p, appUser: users[0], currentRole: role, permissions, subscriptions, blockedPaths: p.blockedPaths };
    },
  );
}

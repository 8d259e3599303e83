// /api/admin/tenants: the operators' tenant screen (/ei/tenants): create a tenant with its first
// administrator, invite more administrators, edit the configuration. Reading is llm_trans/tenants;
// title, model and status are the generic writes. Operators only (ei_lms).
import type { FastifyInstance } from 'fastify';
import type { IdentityAdmin } from '../identity-admin/index.ts';
import { toJsonSchema } from '../../src/shared/field-rules.ts';
import { TENANT_ADMIN_RULES, TENANT_CREATE_RULES, TENANT_EDIT_RULES } from '../../src/shared/rules/tenant-rules.ts';
import { checkBody, ID_PARAM, VERSION } from './validate.ts';
import { replies } from '../schemas/replies.ts';
import { InvitedReply, NewTenantReply, TenantReply } from './tenant-schemas.ts';
import { createTenant, inviteTenantAdmin, updateTenantConfig, type NewTenantInput } from './tenants.ts';

const CREATE = { access: 'tenant.create', uiPath: '/ei/tenants' };
const UPDATE = { access: 'tenant.update', uiPath: '/ei/tenants' };
const CONFIG_RULES = { config: TENANT_EDIT_RULES.config };
const TENANT_ID = ID_PARAM('tenantId');

export function tenantRoutes(app: FastifyInstance, ids: IdentityAdmin) {
  const db = app.database.db;

  app.post<{ Body: NewTenantInput }>(
    '/api/admin/tenants',
    {
      config: CREATE,
      attachValidation: true,
      schema: { body: toJsonSchema(TENANT_CREATE_RULES), response: replies({ 201: NewTenantReply }) },
    },
    async (req, reply) => {
      checkBody(req, TENANT_CREATE_RULES);
      reply.status(201);
      return createTenant(db, ids, req.principal!, req.body);
    },
  );

  app.put<{ Params: { tenantId: string }; Body: { config: Record<string, unknown>; version: number } }>(
    '/api/admin/tenants/:tenantId/config',
    {
      config: UPDATE,
      attachValidation: true,
      schema: {
        params: TENANT_ID,
        body: toJsonSchema(CONFIG_RULES, { extra: { version: VERSION }, requireExtra: ['version'] }),
        response: replies({ 200: TenantReply }),
      },
    },
    async (req) => {
      checkBody(req, CONFIG_RULES);
      return updateTenantConfig(db, req.principal!, Number(req.params.tenantId), req.body);
    },
  );

  app.post<{ Params: { tenantId: string }; Body: { email: string; first_name: string; last_name: string } }>(
    '/api/admin/tenants/:tenantId/admins',
    {
      config: UPDATE,
      attachValidation: true,
      schema: { params: TENANT_ID, body: toJsonSchema(TENANT_ADMIN_RULES), response: replies({ 201: InvitedReply }) },
    },
    async (req, reply) => {
      checkBody(req, TENANT_ADMIN_RULES);
      reply.status(201);
      return inviteTenantAdmin(db, ids, req.principal!, Number(req.params.tenantId), req.body);
    },
  );
}

// /api/admin/tenants: the operators' tenant screen (/ei/tenants): create a tenant with its first
// administrator, invite more administrators, resend the first one's invite, edit the configuration. Reading is llm_trans/tenants;
// title, model and status are the generic writes. Operators only (ei_lms).
import type { App } from '../schemas/app.ts';
import { writeServices } from '../resources/services.ts';
import { TenantAdminBody, TenantConfigBody, TenantCreateBody } from '../../src/shared/rules/tenant-rules.ts';
import { checkBody, IdParam } from './validate.ts';
import { replies } from '../schemas/replies.ts';
import { InvitedReply, NewTenantReply, ResentReply, TenantReply } from './tenant-schemas.ts';
import { createTenant, inviteTenantAdmin, resendTenantInvite, updateTenantConfig } from './tenants.ts';

const CREATE = { access: 'tenant.create', uiPath: '/ei/tenants' };
const UPDATE = { access: 'tenant.update', uiPath: '/ei/tenants' };
const TENANT_ID = IdParam('tenantId');

export function tenantRoutes(app: App) {
  const db = app.database.db;
  const services = writeServices(app);

  app.post(
    '/api/admin/tenants',
    {
      config: CREATE,
      attachValidation: true,
      schema: { body: TenantCreateBody, response: replies({ 201: NewTenantReply }) },
    },
    async (req, reply) => {
      checkBody(req, TenantCreateBody, 'New tenant');
      reply.status(201);
      return createTenant(services, req.principal!, req.body);
    },
  );

  app.put(
    '/api/admin/tenants/:tenantId/config',
    {
      config: UPDATE,
      attachValidation: true,
      schema: {
        params: TENANT_ID,
        body: TenantConfigBody,
        response: replies({ 200: TenantReply }),
      },
    },
    async (req) => {
      checkBody(req, TenantConfigBody, 'Tenant');
      return updateTenantConfig(db, req.principal!, Number(req.params.tenantId), req.body);
    },
  );

  app.post(
    '/api/admin/tenants/:tenantId/admins',
    {
      config: UPDATE,
      attachValidation: true,
      schema: { params: TENANT_ID, body: TenantAdminBody, response: replies({ 201: InvitedReply }) },
    },
    async (req, reply) => {
      checkBody(req, TenantAdminBody, 'Administrator');
      reply.status(201);
      return inviteTenantAdmin(services, req.principal!, Number(req.params.tenantId), req.body);
    },
  );

  app.post(
    '/api/admin/tenants/:tenantId/resend-invite',
    { config: UPDATE, schema: { params: TENANT_ID, response: replies({ 200: ResentReply }) } },
    async (req) => resendTenantInvite(services, req.principal!, Number(req.params.tenantId)),
  );
}

// llm_trans: prompt templates, the tenant list and app controls (operators), and the teacher
// tools' course picker.
import { defineModule, searchColumn } from './define.ts';
import { courseScope } from './scopes.ts';
import { isOperator } from '../auth/operator.ts';

export default defineModule('llm_trans', {
  prompt_template: {
    description:
      'Prompt templates of the platform and of the tenant (filter default_template = Y; one is CommonCharacter)',
    level: 'platform',
    from: 'platform.prompt_templates pt',
    where: '(pt.tenant_id IS NULL OR pt.tenant_id = :tenantId)',
    columns: {
      id: { label: 'Id', type: 'int', sql: 'pt.id', filter: ['=', 'in'], sort: true },
      template_name: { label: 'Template', type: 'text', sql: 'pt.template_name', filter: true, sort: true },
      tool_slug: {
        label: 'Tool',
        type: 'text',
        sql: 'pt.tool_slug',
        filter: ['=', 'in', 'is_null', 'not_null'],
        sort: true,
      },
      body: { label: 'Prompt', type: 'text', sql: 'pt.body' },
      default_template: { label: 'Default', type: 'text', sql: 'pt.default_template', filter: ['=', '!='] },
      tenant_id: { label: 'Tenant id', type: 'int', sql: 'pt.tenant_id', filter: ['=', 'is_null', 'not_null'] },
      is_platform: { label: 'Platform template', type: 'bool', sql: 'pt.tenant_id IS NULL', filter: ['='] },
      version: { label: 'Version', type: 'int', sql: 'pt.version' },
      updated_at: { label: 'Updated', type: 'timestamp', sql: 'pt.updated_at', sort: true },
    },
    key: 'id',
    defaultSort: [['template_name', 'asc']],
    permission: 'authenticated',
  },
  tenants: {
    description: 'Every tenant (platform operators); key/value = id/title',
    level: 'platform',
    from: 'platform.tenants t',
    scope: (ctx) => (ctx.tenantNamed ? 't.id = :tenantId' : null),
    columns: {
      id: { label: 'Id', type: 'int', sql: 't.id', filter: ['=', 'in'], sort: true },
      key: { label: 'Key', type: 'int', sql: 't.id' },
      value: { label: 'Tenant', type: 'text', sql: 't.title' },
      name: { label: 'Name', type: 'text', sql: 't.name', filter: true, sort: true },
      title: { label: 'Title', type: 'text', sql: 't.title', filter: true, sort: true },
      schema_name: { label: 'Schema', type: 'text', sql: "t.config->>'schema_name'", filter: ['=', 'in'] },
      tenant_model: { label: 'Model', type: 'text', sql: 't.tenant_model', filter: ['=', 'in'], sort: true },
      config: { label: 'Configuration', type: 'json', sql: 't.config' },
      status: { label: 'Status', type: 'text', sql: 't.status', filter: ['=', 'in'], sort: true },
      user_count: {
        label: 'Users',
        type: 'int',
        sql: '(SELECT count(*)::int FROM platform.app_users u WHERE u.tenant_id = t.id)',
      },
      created_at: { label: 'Created', type: 'timestamp', sql: 't.created_at', sort: true },
      version: { label: 'Version', type: 'int', sql: 't.version' },
      search: searchColumn("t.name || ' ' || t.title"),
    },
    key: 'id',
    defaultSort: [['title', 'asc']],
    permission: 'tenant.read',
    uiPath: '/ei/tenants',
    operatorOnly: true,
  },
  app_controls: {
    description:
      "Blocked-path lists: operators see every tenant's (and the default); others their tenant's effective list",
    level: 'platform',
    from: 'platform.app_controls ac LEFT JOIN platform.tenants t ON t.id = ac.tenant_id',
    scope: (ctx) => {
      if (isOperator(ctx.principal) && !ctx.tenantNamed) return null;
      return 'ac.tenant_id = :tenantId OR (ac.tenant_id IS NULL AND NOT EXISTS (SELECT 1 FROM platform.app_controls o WHERE o.tenant_id = :tenantId))';
    },
    columns: {
      id: { label: 'Id', type: 'int', sql: 'ac.id', filter: ['=', 'in'], sort: true },
      tenant_id: {
        label: 'Tenant id',
        type: 'int',
        sql: 'ac.tenant_id',
        filter: ['=', 'in', 'is_null', 'not_null'],
        sort: true,
      },
      tenant_title: { label: 'Tenant', type: 'text', sql: "coalesce(t.title, '(default)')", sort: true },
      tenant_schema: { label: 'Schema', type: 'text', sql: "t.config->>'schema_name'", filter: ['=', 'in'] },
      is_default: { label: 'Default list', type: 'bool', sql: 'ac.tenant_id IS NULL', filter: ['='] },
      blocked_paths: { label: 'Blocked paths', type: 'json', sql: 'ac.blocked_paths' },
      version: { label: 'Version', type: 'int', sql: 'ac.version' },
      updated_at: { label: 'Updated', type: 'timestamp', sql: 'ac.updated_at', sort: true },
    },
    key: 'id',
    defaultSort: [['tenant_title', 'asc']],
    permission: 'app_controls.read',
  },
  teacher_courses_tt: {
    description: "The teacher tools' course picker: key/value courses with subject and grade",
    level: 'tenant',
    from: '{t}.courses c LEFT JOIN {t}.subjects sj ON sj.id = c.subject_id LEFT JOIN {t}.grade_levels g ON g.id = c.grade_level_id',
    scope: courseScope,
    columns: {
      key: { label: 'Key', type: 'int', sql: 'c.id', filter: ['=', 'in'], sort: true },
      value: { label: 'Course', type: 'text', sql: 'c.course_title', filter: ['ilike'], sort: true },
      course_title: { label: 'Course title', type: 'text', sql: 'c.course_title', filter: ['=', 'ilike'], sort: true },
      subject: { label: 'Subject', type: 'text', sql: 'sj.name', sort: true },
      grade_level: { label: 'Grade level', type: 'text', sql: 'g.name' },
      grade_level_id: { label: 'Grade level id', type: 'int', sql: 'c.grade_level_id', filter: ['=', 'in'] },
    },
    key: 'key',
    defaultSort: [['course_title', 'asc']],
    permission: 'authenticated',
  },
});

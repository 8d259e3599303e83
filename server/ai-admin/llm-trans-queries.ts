// llm_trans: prompt templates, the tenant list and app controls (operators), and the teacher
// tools' course picker.
import { col, defineModule, searchColumn, courseTitle, gradeLevel } from '../listmodel/define.ts';
import { courseScope } from '../listmodel/scopes.ts';
import { isOperator } from '../auth/operator.ts';

export default defineModule('llm_trans', {
  prompt_template: {
    description:
      'Prompt templates of the platform and of the tenant (filter default_template = Y; one is CommonCharacter)',
    level: 'platform',
    from: 'platform.prompt_templates pt',
    where: '(pt.tenant_id IS NULL OR pt.tenant_id = :tenantId)',
    columns: {
      id: col.int('pt.id', '= in sort'),
      template_name: col.text('pt.template_name', 'filter sort', 'Template'),
      tool_slug: col.text('pt.tool_slug', '= in is_null not_null sort', 'Tool'),
      body: col.text('pt.body', '', 'Prompt'),
      default_template: col.text('pt.default_template', '= !=', 'Default'),
      tenant_id: col.int('pt.tenant_id', '= is_null not_null'),
      is_platform: col.bool('pt.tenant_id IS NULL', '=', 'Platform template'),
      version: col.int('pt.version'),
      updated_at: col.timestamp('pt.updated_at', 'sort'),
    },
    key: 'id',
    defaultSort: [['template_name', 'asc']],
    permission: 'authenticated',
  },
  tenants: {
    description: 'Every tenant (platform operators); key/value = id/title',
    level: 'platform',
    from: 'platform.tenants t',
    scope: (ctx) => (ctx.tenant.named ? 't.id = :tenantId' : null),
    columns: {
      id: col.int('t.id', '= in sort'),
      key: col.int('t.id'),
      value: col.text('t.title', '', 'Tenant'),
      name: col.text('t.name', 'filter sort'),
      title: col.text('t.title', 'filter sort'),
      schema_name: col.text("t.config->>'schema_name'", '= in', 'Schema'),
      tenant_model: col.text('t.tenant_model', '= in sort', 'Model'),
      config: col.json('t.config', '', 'Configuration'),
      status: col.text('t.status', '= in sort'),
      user_count: col.int('(SELECT count(*)::int FROM platform.app_users u WHERE u.tenant_id = t.id)', '', 'Users'),
      created_at: col.timestamp('t.created_at', 'sort'),
      version: col.int('t.version'),
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
      if (isOperator(ctx.principal) && !ctx.tenant.named) return null;
      return 'ac.tenant_id = :tenantId OR (ac.tenant_id IS NULL AND NOT EXISTS (SELECT 1 FROM platform.app_controls o WHERE o.tenant_id = :tenantId))';
    },
    columns: {
      id: col.int('ac.id', '= in sort'),
      tenant_id: col.int('ac.tenant_id', '= in is_null not_null sort'),
      tenant_title: col.text("coalesce(t.title, '(default)')", 'sort', 'Tenant'),
      tenant_schema: col.text("t.config->>'schema_name'", '= in', 'Schema'),
      is_default: col.bool('ac.tenant_id IS NULL', '=', 'Default list'),
      blocked_paths: col.json('ac.blocked_paths'),
      version: col.int('ac.version'),
      updated_at: col.timestamp('ac.updated_at', 'sort'),
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
      key: col.int('c.id', '= in sort'),
      value: courseTitle('ilike sort'),
      course_title: col.text('c.course_title', '= ilike sort'),
      subject: col.text('sj.name', 'sort'),
      grade_level: gradeLevel(),
      grade_level_id: col.int('c.grade_level_id', '= in'),
    },
    key: 'key',
    defaultSort: [['course_title', 'asc']],
    permission: 'authenticated',
  },
});

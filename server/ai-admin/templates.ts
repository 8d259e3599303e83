// Teacher-tool prompt templates: the tenant's overrides at /tt-prompt-templates and the platform
// defaults at /ei/tt-prompt-templates (operators only). Names: a tool's slug, or CommonCharacter.
import { Type, type Static } from '@sinclair/typebox';
import { replies } from '../schemas/replies.ts';
import type { App } from '../schemas/app.ts';
import { SavedTemplate, TemplateEntry, TemplatesReply } from '../../src/shared/ai-admin-answers.ts';
import { StringEnum } from '../schemas/string-enum.ts';
import { badRequest, notFound } from '../errors.ts';
import type { AiServices } from '../ai/services.ts';
import { TOOL_CATALOGUE } from '../../src/shared/tools/catalogue.ts';
import { findToolForm } from '../../src/shared/tools/tool-forms.ts';
import { COMMON_CHARACTER_NAME, DEFAULT_TOOL_TEMPLATES, toolTemplateName } from '../ai/default-templates.ts';
import type { TemplateRow } from '../ai/templates.ts';

const NAMES = [COMMON_CHARACTER_NAME, ...TOOL_CATALOGUE.map((t) => t.slug), 'question-rotator'];
const params = Type.Object({ name: StringEnum(NAMES) });
const bodySchema = Type.Object(
  { body: Type.String({ minLength: 1, maxLength: 20_000 }) },
  { additionalProperties: false },
);
const TENANT = { access: 'teacher_tools.prompts', uiPath: '/tt-prompt-templates' };
const PLATFORM = {
  access: 'teacher_tools.prompts',
  uiPath: '/ei/tt-prompt-templates',
  operatorOnly: 'Only platform operators edit the platform default templates',
};

const rowName = (name: string) => (name === COMMON_CHARACTER_NAME ? name : toolTemplateName(name));
const slugOf = (name: string) => (name === COMMON_CHARACTER_NAME ? null : name);

/** A tool template may only name the tool's own inputs; a typo would silently print 'not specified'. */
function checkPlaceholders(name: string, body: string) {
  const form = findToolForm(name);
  if (!form) return;
  const known = new Set(form.fields.map((f) => f.name));
  const unknown = [...body.matchAll(/\{\{[#^/]?(\w+)\}\}/g)].map((m) => m[1]).filter((n) => !known.has(n));
  if (unknown.length) {
    throw badRequest(
      `Unknown placeholder ${[...new Set(unknown)].map((n) => `{{${n}}}`).join(', ')}; this tool's inputs are ${[...known].join(', ')}`,
      'unknown_placeholder',
    );
  }
}

type Entry = Static<typeof TemplateEntry>;

function entries(platform: TemplateRow[], own: TemplateRow[] | null): Entry[] {
  const byName = (rows: TemplateRow[]) => new Map(rows.map((r) => [r.template_name, r]));
  const pf = byName(platform);
  const mine = own ? byName(own) : pf;
  return NAMES.map((name) => {
    const p = pf.get(rowName(name));
    const o = mine.get(rowName(name));
    return {
      name,
      title:
        name === COMMON_CHARACTER_NAME
          ? 'Common character (every tool)'
          : (TOOL_CATALOGUE.find((t) => t.slug === name)?.title ?? 'Question Rotator'),
      fields: findToolForm(name)?.fields.map((f) => f.name) ?? [],
      platformBody: p?.body ?? DEFAULT_TOOL_TEMPLATES[name] ?? '',
      body: o?.body ?? null,
      version: o?.version ?? null,
      updatedAt: o?.updated_at ?? null,
    };
  });
}

export function templateRoutes(app: App, ai: AiServices) {
  const list = { response: replies({ 200: TemplatesReply }) };
  app.get('/api/ai-admin/tt-templates', { config: TENANT, schema: list }, async (req) => ({
    rows: entries(await ai.templates.list(null), await ai.templates.list(req.principal!.tenantId)),
  }));

  // the school's override (its tenant id) or the platform's default (null): the same save
  const putTemplate = (url: string, config: typeof TENANT | typeof PLATFORM, platform: boolean) =>
    app.put(
      url,
      { config, schema: { params, body: bodySchema, response: replies({ 200: SavedTemplate }) } },
      async (req) => {
        const { name } = req.params;
        checkPlaceholders(name, req.body.body);
        const tenantId = platform ? null : req.principal!.tenantId;
        const row = await ai.templates.save(
          req.principal!,
          req.tenant!,
          tenantId,
          rowName(name),
          slugOf(name),
          req.body.body,
        );
        return { name, body: row.body, version: row.version, updatedAt: row.updated_at };
      },
    );

  putTemplate('/api/ai-admin/tt-templates/:name', TENANT, false);

  app.delete(
    '/api/ai-admin/tt-templates/:name',
    { config: TENANT, schema: { params, response: replies({ 204: Type.Null() }) } },
    async (req, reply) => {
      if (!(await ai.templates.remove(req.principal!, req.tenant!, req.principal!.tenantId, rowName(req.params.name))))
        throw notFound('This school has no override of that template');
      return reply.status(204).send(null);
    },
  );

  app.get('/api/ai-admin/platform-tt-templates', { config: PLATFORM, schema: list }, async () => {
    return { rows: entries(await ai.templates.list(null), null) };
  });

  putTemplate('/api/ai-admin/platform-tt-templates/:name', PLATFORM, true);
}

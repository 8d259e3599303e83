// POST /api/tools/{slug}/generate: one route per tool, each validating
// its own body schema. Everything that can refuse (configuration, quota) answers JSON before the
// stream starts; after that, failures arrive as an `error` event. A first answer (not a refinement,
// whose instruction may change what the form asked for) is graded by server/ai-eval/output-checks.ts.
import type { AiServices } from '../ai/services.ts';
import { TOOL_FORMS } from '../../src/shared/tools/tool-forms.ts';
import type { ToolForm } from '../../src/shared/tools/field-types.ts';
import { inputSchema } from '../ai/input-schema.ts';
import { buildMessages } from '../ai/prompt.ts';
import type { App } from '../schemas/app.ts';
import { streamMetered } from '../ai/metered-stream.ts';
import { targetGrade } from '../ai/grade-target.ts';
import { GROUNDERS } from '../ai/grounders.ts';
import { notConfigured } from '../ai/not-configured.ts';
import { plannedChecks, runChecks } from '../ai-eval/output-checks.ts';

function generateRoute(app: App, ai: AiServices, form: ToolForm) {
  app.post(
    `/api/tools/${form.slug}/generate`,
    {
      config: { access: 'teacher_tools.read', uiPath: `/tt/${form.slug}`, produces: 'text/event-stream' },
      schema: { body: inputSchema(form) },
    },
    async (req, reply) => {
      const p = req.principal!;
      const provider = await ai.providers.resolve(p.tenantId);
      if (!provider) throw notConfigured();
      const { conversation, ...inputs } = req.body;
      const templates = await ai.templates.resolve(p.tenantId, form.slug);
      const grounding = await GROUNDERS[form.slug]?.(app.database.db, req.tenant!, inputs);
      const messages = buildMessages({
        commonCharacter: templates.commonCharacter,
        template: templates.tool,
        form,
        inputs,
        conversation,
        grounding: grounding?.instruction,
      });
      const planned = conversation?.length ? [] : plannedChecks(form, inputs);
      await streamMetered(ai, p, form.slug, provider, reply, messages, {
        readabilityTarget: form.readabilityTarget ? targetGrade(inputs[form.readabilityTarget]) : undefined,
        checkAnswer: grounding?.check,
        gradeAnswer: planned.length ? (answer) => runChecks(planned, inputs, answer, req.log) : undefined,
      });
    },
  );
}

export function generateRoutes(app: App, ai: AiServices) {
  for (const form of TOOL_FORMS) generateRoute(app, ai, form);
}

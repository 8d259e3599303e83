// POST /api/tools/question-rotator/rotate: N versions of a question set, reordered
// deterministically (no model needed) and, when asked and a model is configured, reworded.
import { performance } from 'node:perf_hooks';
import { badRequest } from '../errors.ts';
import type { AiServices } from '../ai/services.ts';
import { parseQuestions, type Question } from '../../src/shared/tools/parse-questions.ts';
import { hashSeed, rotateQuestions, versionsToMarkdown } from '../../src/shared/tools/rotate.ts';
import { QUESTION_ROTATOR_FORM } from '../../src/shared/tools/tool-forms.ts';
import { renderTemplate } from '../ai/prompt.ts';
import { applyWording, questionsForPrompt, rewordQuestions } from '../ai/reword.ts';
import { addUsage } from '../ai/chat-stream.ts';
import { toStreamError } from '../ai/provider-errors.ts';
import type { Usage } from '../ai/quotas.ts';
import type { App } from '../schemas/app.ts';
import { replies } from '../schemas/replies.ts';
import { RotateBody, RotateReply } from './schemas.ts';

export function rotatorRoutes(app: App, ai: AiServices) {
  app.post(
    '/api/tools/question-rotator/rotate',
    {
      config: { access: 'teacher_tools.read', uiPath: '/tt/question-rotator' },
      schema: { body: RotateBody, response: replies({ 200: RotateReply }) },
    },
    async (req, reply) => {
      const p = req.principal!;
      const { versions, reword = false, title = 'Question set' } = req.body;
      const questions = parseQuestions(req.body.questions);
      if (questions.length === 0)
        throw badRequest(
          'No questions found: number them (1. 2. ...) or separate them with blank lines',
          'no_questions',
        );
      const seed = req.body.seed ?? hashSeed(req.body.questions);
      const wordings: (Question[] | undefined)[] = [];
      let notice: string | undefined;
      let reworded = 0;

      if (reword) {
        const provider = await ai.providers.resolve(p.tenantId);
        if (!provider) notice = 'No AI model is configured, so the versions are reordered but not reworded.';
        else {
          const ticket = await ai.quotas.reserve(p, QUESTION_ROTATOR_FORM.slug, provider.model);
          const started = performance.now();
          const abort = new AbortController();
          reply.raw.on('close', () => {
            if (!reply.raw.writableFinished) abort.abort();
          });
          const templates = await ai.templates.resolve(p.tenantId, QUESTION_ROTATOR_FORM.slug);
          const instruction = renderTemplate(templates.tool, QUESTION_ROTATOR_FORM, {
            questions: questionsForPrompt(questions),
          }).text;
          const client = ai.providers.client(provider);
          let usage: Usage = { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 };
          // Version A stays the original wording; the others are reworded independently.
          const replies = await Promise.allSettled(
            Array.from({ length: versions - 1 }, () =>
              rewordQuestions(client, {
                model: provider.model,
                system: templates.commonCharacter,
                instruction,
                signal: abort.signal,
              }),
            ),
          );
          replies.forEach((r, i) => {
            if (r.status !== 'fulfilled') return;
            if (r.value.usage) usage = addUsage(usage, r.value.usage);
            wordings[i + 1] = applyWording(questions, r.value.reply);
            if (wordings[i + 1]) reworded++;
          });
          const failed = replies.find((r): r is PromiseRejectedResult => r.status === 'rejected');
          if (reworded < versions - 1) {
            notice = failed
              ? `Some versions could not be reworded: ${toStreamError(failed.reason, provider.apiKey, provider.source === 'platform').message}`
              : 'The model changed the structure of some versions, so those keep the original wording.';
          }
          ai.quotas.finish(ticket, failed && reworded === 0 ? 'error' : 'done', usage, performance.now() - started);
        }
      }
      const result = rotateQuestions(questions, versions, seed, wordings);
      return {
        seed,
        questionCount: questions.length,
        reworded,
        notice,
        versions: result,
        markdown: versionsToMarkdown(result, title),
      };
    },
  );
}

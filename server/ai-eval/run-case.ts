// Runs one evaluation case through the product's own prompt building and model calls: a tool's
// default template and the platform's CommonCharacter (buildMessages, the standards grounding,
// runGeneration with its reading-level retry), the rotator's rewording (rewordQuestions), and
// the tutor's grounding prompt over the case's lessons, and a student room's prompt per kind
// (room-case.ts). Returns the final text, tokens and timing.
import type OpenAI from 'openai';
import { defaultInputs } from '../../src/shared/tools/field-types.ts';
import { QUESTION_ROTATOR_FORM, findToolForm } from '../../src/shared/tools/tool-forms.ts';
import { parseQuestions } from '../../src/shared/tools/parse-questions.ts';
import { buildMessages, renderTemplate, type ChatMessage } from '../ai/prompt.ts';
import { DEFAULT_TOOL_TEMPLATES } from '../ai/default-templates.ts';
import { runGeneration } from '../ai/run-generation.ts';
import { questionsForPrompt, rewordQuestions } from '../ai/reword.ts';
import type { SseWriter } from '../ai/sse.ts';
import { targetGrade } from '../ai/grade-target.ts';
import { groundingInstruction } from '../curriculum/standards-grounding.ts';
import { groundingPrompt, type TutorSource } from '../chat/tutor.ts';
import { COMMON_CHARACTER } from '../demo/seed.ts';
import type { EvalCase } from './types.ts';
import { ROOM_SETS, roomMessages } from './room-case.ts';

export interface CaseRun {
  text: string;
  promptTokens: number;
  completionTokens: number;
  /** ms from sending to the first piece of text (the whole answer for the rotator: it does not stream) */
  firstTokenMs: number;
  totalMs: number;
  error?: string;
}

/** Stands in for the page's event stream: runGeneration only calls send(). */
function recorder(onDelta: () => void) {
  const events: { event: string; data: unknown }[] = [];
  const send = (event: string, data: unknown) => {
    if (event === 'delta') onDelta();
    events.push({ event, data });
  };
  return { events, sse: { send } as unknown as SseWriter };
}

function toolMessages(tool: string, c: EvalCase): { messages: ChatMessage[]; readabilityTarget?: number } {
  if (ROOM_SETS[tool]) return { messages: roomMessages(tool, c) };
  if (tool === 'tutor') {
    const sources = (c.context?.lessons ?? []).map((l) => ({ label: l.label, text: l.text }) as TutorSource);
    const system = groundingPrompt(c.context?.course ?? '', sources);
    return {
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: String(c.inputs.question) },
      ],
    };
  }
  const form = findToolForm(tool);
  if (!form) throw new Error(`no tool ${tool}`);
  const inputs = { ...defaultInputs(form), ...c.inputs };
  const standards = c.context?.standards;
  const messages = buildMessages({
    commonCharacter: COMMON_CHARACTER,
    template: DEFAULT_TOOL_TEMPLATES[tool],
    form,
    inputs,
    grounding: tool === 'standards-labeler' && standards?.length ? groundingInstruction(standards) : undefined,
  });
  const field = form.readabilityTarget;
  return { messages, readabilityTarget: field ? targetGrade(inputs[field]) : undefined };
}

export async function runCase(client: OpenAI, model: string, tool: string, c: EvalCase): Promise<CaseRun> {
  const started = performance.now();
  const since = () => Math.round(performance.now() - started);
  if (tool === QUESTION_ROTATOR_FORM.slug) {
    const questions = parseQuestions(String(c.inputs.questions));
    const instruction = renderTemplate(DEFAULT_TOOL_TEMPLATES[tool], QUESTION_ROTATOR_FORM, {
      questions: questionsForPrompt(questions),
    }).text;
    const signal = new AbortController().signal;
    const r = await rewordQuestions(client, { model, system: COMMON_CHARACTER, instruction, signal });
    const ms = since();
    const u = r.usage;
    return {
      text: r.reply,
      promptTokens: u?.prompt_tokens ?? 0,
      completionTokens: u?.completion_tokens ?? 0,
      firstTokenMs: ms,
      totalMs: ms,
    };
  }
  let firstTokenMs: number | undefined;
  const { events, sse } = recorder(() => (firstTokenMs ??= since()));
  const { messages, readabilityTarget } = toolMessages(tool, c);
  const signal = new AbortController().signal;
  const out = await runGeneration({ client, model, echoErrors: true, messages, signal, sse, readabilityTarget });
  const error = events.find((e) => e.event === 'error')?.data as { message?: string } | undefined;
  return {
    text: out.text,
    promptTokens: out.usage?.prompt_tokens ?? 0,
    completionTokens: out.usage?.completion_tokens ?? 0,
    firstTokenMs: firstTokenMs ?? since(),
    totalMs: since(),
    ...(out.status === 'done' ? {} : { error: error?.message ?? out.status }),
  };
}

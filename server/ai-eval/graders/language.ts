// Property `language`: the answer is written in the language asked for (English when none is),
// as franc-min detects it on the prose (tables and code left out, so codes and numbers do not vote).
import { franc } from 'franc-min';
import { proseOf } from '../../ai/readability.ts';
import type { Grader } from '../types.ts';

/** The form's language names (src/shared/tools/field-types.ts) as ISO 639-3, where franc-min knows them. */
export const LANGUAGE_CODES: Record<string, string> = {
  English: 'eng',
  Spanish: 'spa',
  French: 'fra',
  German: 'deu',
  Portuguese: 'por',
  Italian: 'ita',
  Dutch: 'nld',
  'Chinese (Simplified)': 'cmn',
  Japanese: 'jpn',
  Korean: 'kor',
  Arabic: 'arb',
  Russian: 'rus',
  Hindi: 'hin',
  Vietnamese: 'vie',
  Tagalog: 'tgl',
  Swahili: 'swh',
};

export const language: Grader = async (input, output) => {
  const name = typeof input.language === 'string' && input.language ? input.language : 'English';
  const want = LANGUAGE_CODES[name];
  if (!want) return { pass: false, detail: `${name} cannot be detected by franc-min` };
  const text = (await proseOf(output)) || output;
  const got = franc(text, { minLength: 20 });
  return { pass: got === want, detail: `detected ${got}, asked for ${want} (${name})` };
};

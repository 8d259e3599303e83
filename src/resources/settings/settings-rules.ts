// The tenant's settings: the current term, written year/term and chosen from year_term_arr.
// Saved by the generic writes (server/resources/definitions/settings.ts), whose schema these mirror.
import type { FieldErrors, RuleSet } from '../../shared/field-rules.ts';

/** year/term, e.g. 2025-2026/Fall. */
export const YEAR_TERM_PATTERN = '[0-9]{4}-[0-9]{4}/[A-Za-z ]{1,20}';
const YEAR_TERM = new RegExp(`^${YEAR_TERM_PATTERN}$`);

export const SETTINGS_RULES = {
  current_year_term: {
    label: 'Current term',
    kind: 'text',
    required: true,
    max: 40,
    pattern: YEAR_TERM_PATTERN,
    patternMessage: 'Current term is written year/term, e.g. 2025-2026/Fall',
  },
  year_term_arr: { label: 'Terms', kind: 'choices', required: true, min: 1, max: 40 },
} as const satisfies RuleSet;

/** The checks across fields: every term is year/term, the years follow each other, the current one is listed. */
export function checkSettings(v: { current_year_term?: unknown; year_term_arr?: unknown }): FieldErrors {
  const errors: FieldErrors = {};
  const arr = Array.isArray(v.year_term_arr) ? v.year_term_arr : [];
  const bad = arr.find((t) => typeof t !== 'string' || !YEAR_TERM.test(t) || !consecutiveYears(t));
  if (bad !== undefined)
    errors.year_term_arr = `Terms: ${String(bad)} is not year/term with consecutive years (e.g. 2025-2026/Fall)`;
  else if (typeof v.current_year_term === 'string' && !arr.includes(v.current_year_term)) {
    errors.current_year_term = 'Current term must be one of the terms listed';
  }
  return errors;
}

function consecutiveYears(t: string): boolean {
  const [a, b] = t.slice(0, 9).split('-').map(Number);
  return b === a + 1;
}

/** Keys of the other settings (settings.data), shown at /admin/sef-settings. */
export const SETTING_KEY_PATTERN = /^[A-Za-z0-9_]{1,64}$/;
export function checkSettingsData(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return 'Settings must be an object';
  for (const [k, val] of Object.entries(data)) {
    if (!SETTING_KEY_PATTERN.test(k)) return `Setting name ${k.slice(0, 40)}: letters, digits and _ (at most 64)`;
    if (!['string', 'number', 'boolean'].includes(typeof val)) return `Setting ${k}: a text, number or yes/no value`;
    if (typeof val === 'string' && val.length > 2000) return `Setting ${k}: at most 2000 characters`;
  }
  return Object.keys(data).length > 100 ? 'At most 100 settings' : undefined;
}

// The students a teacher named in a tool's input ("Ethan Brooks reads two grades below level"), so
// the no-student-ids check can run after generation as the evaluation runs it over a case's list:
// e-mail addresses, and runs of two or three capitalised words (first and last names). A heuristic:
// a lone first name is not found, and the capitalised words that are common in a class description
// (sentence openers, days, months, languages, faith and place words) are never part of a name.
import { LANGUAGES } from '../../src/shared/tools/field-types.ts';

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const WORD = "\\p{Lu}[\\p{L}'\u2019-]*\\p{Ll}";
const NAME = new RegExp(`(?<![\\p{L}'\u2019-])${WORD}(?: ${WORD}){1,2}(?![\\p{L}'\u2019-])`, 'gu');

const NOT_NAMES = new Set(
  [
    'The A An Our My His Her Their Its This That These Those Some Many Most Several All Both Each Every Few',
    'One Two Three Four Five Six Half Most No Not None Only Also Even Just New Old Other Another',
    'In On At After Before During Since When While If And But Or So As For From With Without About',
    'He She They We You It There Here Students Student Class Kids Children Parents Families Teacher',
    'Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June',
    'July August September October November December Spring Summer Fall Autumn Winter',
    'God Lord Jesus Christ Holy Spirit Bible Scripture Church Christian Christians Catholic Orthodox',
    'Muslim Muslims Jewish Hindu Buddhist Islam Ramadan Easter Christmas Advent Lent Sabbath',
    'North South East West United States Kingdom America American Saint St Mount Lake River',
    'Grade Unit Lesson Chapter School Middle High Elementary Club Team IEP ELL',
  ]
    .join(' ')
    .split(' ')
    .concat(LANGUAGES.flatMap((l) => l.split(/[ ()]+/)).filter(Boolean)),
);

/** E-mail addresses and full names found in `text`, each once. */
export function studentIdentifiers(text: string): string[] {
  const emails = text.match(EMAIL) ?? [];
  // Words that are never names are lowered, so they end a run instead of joining it.
  const rest = text.replace(EMAIL, ' ').replace(/\p{L}+/gu, (w) => (NOT_NAMES.has(w) ? w.toLowerCase() : w));
  const names = [...rest.matchAll(NAME)].map((m) => m[0]);
  return [...new Set([...emails, ...names])];
}

// The tutor's two retrievals as one list (docs/ai-chat.md): the passages found by meaning
// (vector-search.ts) and by the question's words (full-text search), by reciprocal rank fusion.
import type { TutorSource } from './tutor.ts';

/** Reciprocal rank fusion's usual constant: a passage scores 1 / (FUSION_K + its place) in each list. */
const FUSION_K = 60;
const sourceKey = (s: TutorSource) =>
  s.transcriptId === null ? `e${s.contentElementId}:${s.text}` : `t${s.transcriptId}:${s.startMs}`;

/**
 * The passages found by meaning and by the question's words as one list (reciprocal rank fusion):
 * a passage both find comes first; on a tie, the one found by meaning. A text lesson's words
 * match fragments of its body, so a passage of that lesson found by meaning stands for them.
 */
export function fuse(meaning: TutorSource[], words: TutorSource[], top: number): TutorSource[] {
  const scored = new Map<string, { source: TutorSource; score: number }>();
  const put = (key: string, source: TutorSource, place: number) => {
    const seen = scored.get(key);
    if (seen) seen.score += 1 / (FUSION_K + place);
    else scored.set(key, { source, score: 1 / (FUSION_K + place) });
  };
  meaning.forEach((s, i) => put(sourceKey(s), s, i + 1));
  words.forEach((s, i) => {
    const sameLesson =
      s.transcriptId === null ? [...scored.keys()].find((k) => k.startsWith(`e${s.contentElementId}:`)) : undefined;
    put(sameLesson ?? sourceKey(s), s, i + 1);
  });
  return [...scored.values()]
    .sort((a, b) => b.score - a.score)
    .slice(0, top)
    .map((v) => v.source);
}

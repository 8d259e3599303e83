// The leak detector: a response leaks when it carries one of the victim tenant's markers that
// the request did not carry itself (an error message may echo the id it was asked about).

export interface Sent {
  method: string;
  url: string;
  payload?: string;
}

// one pass over an answer for all markers (answers run to hundreds of kilobytes); the longest
// first, so that a marker inside a longer one does not hide it
const patterns = new Map<string, RegExp>();
function patternOf(markers: readonly string[]): RegExp {
  const key = markers.join('\n');
  let re = patterns.get(key);
  if (!re) {
    const alternatives = [...markers]
      .sort((a, b) => b.length - a.length)
      .map((m) => m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    re = new RegExp(alternatives.join('|'), 'gi');
    patterns.set(key, re);
  }
  return re;
}

/** The markers of `markers` found in `body` that are not in the request (case-insensitive). */
export function findLeaks(body: string, markers: readonly string[], sent: Sent): string[] {
  if (!body || !markers.length) return [];
  const found = new Set([...body.matchAll(patternOf(markers))].map((m) => m[0].toLowerCase()));
  if (!found.size) return [];
  const asked = `${sent.url}\n${safeDecode(sent.url)}\n${sent.payload ?? ''}`.toLowerCase();
  return markers.filter((m) => found.has(m.toLowerCase()) && !asked.includes(m.toLowerCase()));
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}

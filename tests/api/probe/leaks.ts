// The leak detector: a response leaks when it carries one of the victim tenant's markers that
// the request did not carry itself (an error message may echo the id it was asked about).

export interface Sent {
  method: string;
  url: string;
  payload?: string;
}

/** The markers of `markers` found in `body` that are not in the request. */
export function findLeaks(body: string, markers: readonly string[], sent: Sent): string[] {
  if (!body) return [];
  const asked = `${sent.url}\n${safeDecode(sent.url)}\n${sent.payload ?? ''}`.toLowerCase();
  const text = body.toLowerCase();
  return markers.filter((m) => text.includes(m.toLowerCase()) && !asked.includes(m.toLowerCase()));
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}

// Inserts a {{variable}} placeholder where the cursor stands in a text field (at the end when the
// field never had the focus), so the editor's variable buttons write where the author is typing.
import { useRef } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement;

export function useInsert(onChange: (field: string, value: string) => void) {
  const last = useRef<{ name: string; el: Field }>(undefined);
  const track = (name: string) => ({
    onFocus: (e: { target: Field }) => (last.current = { name, el: e.target }),
  });
  const insert = (text: string, fallback: { name: string; value: string }) => {
    const at = last.current;
    if (!at) return onChange(fallback.name, fallback.value + text);
    const { el } = at;
    const start = el.selectionStart ?? el.value.length;
    const end = el.selectionEnd ?? start;
    const next = el.value.slice(0, start) + text + el.value.slice(end);
    onChange(at.name, next);
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(start + text.length, start + text.length);
    });
  };
  return { track, insert };
}

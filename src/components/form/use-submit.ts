// A public form's submit: busy while it runs, the failure's message kept for an alert above the
// form (and handed to `onError`, e.g. to show field errors at their fields).
import { useState } from 'react';

export function useSubmit<V>(run: (values: V) => Promise<void>, onError?: (err: Error) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const submit = async (values: V) => {
    setBusy(true);
    setError(undefined);
    try {
      await run(values);
    } catch (err) {
      onError?.(err as Error);
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, submit };
}

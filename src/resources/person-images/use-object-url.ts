// A stored file (through the file service download) as an object URL for an <img>, revoked when
// the path changes or the component goes.
import { useEffect, useState } from 'react';
import { fetchFile } from '../../lib/file-download.ts';

export type ObjectUrl = { loading: true } | { url: string } | { error: string } | { none: true };

export function useObjectUrl(filePath: string | null | undefined): ObjectUrl {
  const [state, setState] = useState<ObjectUrl>({ none: true });
  useEffect(() => {
    if (!filePath) {
      setState({ none: true });
      return undefined;
    }
    setState({ loading: true });
    const abort = new AbortController();
    let url: string | undefined;
    fetchFile(filePath, { disposition: 'inline', signal: abort.signal }).then(
      ({ blob }) => {
        url = URL.createObjectURL(blob);
        setState({ url });
      },
      (err: Error) => !abort.signal.aborted && setState({ error: err.message }),
    );
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [filePath]);
  return state;
}

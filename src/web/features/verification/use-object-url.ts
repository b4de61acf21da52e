import { useEffect, useState } from 'react';

/** An object URL showing `file` (a preview before upload), revoked when the file changes or on unmount. */
export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      // The object URL is a browser resource created and revoked with the file, so it lives in
      // an effect (a memo would leak one per StrictMode render); clearing it belongs with it.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

// An image the server hands out only with the sign-in token (a worker's photo, an attached picture): fetched with
// the Authorization header and shown from an object URL, released when the image changes or leaves the screen.
import { useEffect, useState } from "react";
import { getToken } from "../../lib/session";

export function useAuthorizedImage(url: string | null): string | null {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!url) {
      setObjectUrl(null);
      return;
    }
    let created: string | null = null;
    let cancelled = false;
    const token = getToken();
    fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (cancelled || !blob) return;
        created = URL.createObjectURL(blob);
        setObjectUrl(created);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      if (created) URL.revokeObjectURL(created);
    };
  }, [url]);
  return objectUrl;
}

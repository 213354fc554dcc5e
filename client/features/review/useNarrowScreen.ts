// Whether the screen is a phone's (the inbox then shows the file below the current row instead of beside the list).
import { useEffect, useState } from "react";

const NARROW = "(max-width: 760px)";

export function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(() => window.matchMedia(NARROW).matches);
  useEffect(() => {
    const query = window.matchMedia(NARROW);
    const onChange = () => setNarrow(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return narrow;
}

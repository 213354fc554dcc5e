// True below the spec's smallest breakpoint (600 px): wide tables give way to a card list there.
import { useSyncExternalStore } from "react";

const QUERY = "(max-width: 599px)";

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches, () => false);
}

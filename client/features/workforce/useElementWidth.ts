// The width of an element as it changes (ResizeObserver): the workforce grid fits its columns to it.
import { useCallback, useRef, useState } from "react";

export function useElementWidth(): [number, (element: HTMLElement | null) => void] {
  const [width, setWidth] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    setWidth(element.clientWidth);
    observer.current = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.current.observe(element);
  }, []);
  return [width, ref];
}

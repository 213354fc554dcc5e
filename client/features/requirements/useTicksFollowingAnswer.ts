// The ticks of a requirements list, kept on screen while they follow the server's answer. Another scope always
// replaces them. A new answer for the same scope replaces them only if the user has not ticked anything since that
// answer was asked for (the last request sent, or the last answer shown): after "Salva" the list is read again,
// and a tick made while that read travels must stay on screen and still count as unsaved, not vanish without a word.
import { useState } from "react";

type Followed<T> = { ticks: T; synced: T; scope: string; answer: unknown };

export function useTicksFollowingAnswer<T>(scope: string, answer: unknown, fromAnswer: () => T) {
  const [state, setState] = useState<Followed<T>>(() => {
    const ticks = fromAnswer();
    return { ticks, synced: ticks, scope, answer };
  });
  // Set during the render that shows the new scope or answer (not in an effect after it), so no frame shows stale ticks.
  let current = state;
  if (state.scope !== scope || state.answer !== answer) {
    const follow = state.scope !== scope || state.ticks === state.synced;
    const ticks = follow ? fromAnswer() : state.ticks;
    current = { ticks, synced: follow ? ticks : state.synced, scope, answer };
    setState(current);
  }
  const update = (change: (ticks: T) => T) => setState((previous) => ({ ...previous, ticks: change(previous.ticks) }));
  // Called with the ticks as they were when a request that changes the list was sent: the answer read after it
  // replaces them, unless the user has ticked again in the meantime.
  const followAnswerTo = (sent: T) => setState((previous) => ({ ...previous, synced: sent }));
  return { ticks: current.ticks, update, followAnswerTo };
}

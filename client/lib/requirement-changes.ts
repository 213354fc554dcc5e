// A procurement's requirements changed in this browser (the customer's "Documenti richiesti"): every card of that
// procurement open in this browser, in this tab or another, reloads what it shows. BroadcastChannel delivers to every
// other channel object of the same name, this window's included, so the announcer opens its own.
const CHANNEL = "portal-requirement-changes";

export function announceRequirementChange(procurementId: string): void {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ procurementId });
  channel.close();
}

export function onRequirementChange(procurementId: string, listener: () => void): () => void {
  if (typeof BroadcastChannel === "undefined") return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<{ procurementId?: unknown }>) => {
    if (event.data?.procurementId === procurementId) listener();
  };
  return () => channel.close();
}

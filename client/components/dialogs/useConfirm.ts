// `const confirm = useConfirm(); const result = await confirm({ type, title, message })`.
// The dialogs live in confirm-host.tsx, outside the component tree, so the function is the same for
// every component and never changes identity.
import { confirmDialog } from "./confirm-host";

export function useConfirm(): typeof confirmDialog {
  return confirmDialog;
}

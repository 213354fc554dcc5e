// Who owns a spool directory (where a process keeps the uploads it is still receiving) and whether that owner
// still runs. Several portal processes may share STORAGE_DIR, so the start-up sweep removes a spool only when
// its owner is known to be gone. The owner is named in the directory's own name, so the directory never
// exists without its owner being known (mkdir is atomic; an owner file written after it would not be).
import { readFileSync, readlinkSync } from "node:fs";

// A process as Linux tells them apart: its pid is only unique among the processes of one pid namespace on
// one boot, and a pid is reused once the process is gone, which its start time (in clock ticks since boot)
// tells apart. Null where the system does not say (not Linux): such owners are judged by their heartbeat.
export type ProcessIdentity = { pid: number; startTicks: string | null; pidNamespace: string | null; bootId: string | null };

export type OwnerState = "alive" | "dead" | "unknown";

const SPOOL_NAME = /^p(\d+)\.t(\d+|x)\.n(\d+|x)\.b([0-9a-f-]{36}|x)\.i([0-9a-f]{8})$/;

function readOrNull(read: () => string): string | null {
  try {
    return read();
  } catch {
    return null;
  }
}

// The fields of /proc/<pid>/stat after the command name, which is in brackets and may hold spaces.
function statFieldsOf(pid: number | "self"): string[] | null {
  const stat = readOrNull(() => readFileSync(`/proc/${pid}/stat`, "utf8"));
  if (!stat) return null;
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
}

// Field 3 of stat is the state, field 22 the start time: here indexes 0 and 19.
const STATE_FIELD = 0;
const START_TIME_FIELD = 19;

let current: ProcessIdentity | null = null;

export function currentProcessIdentity(): ProcessIdentity {
  if (current) return current;
  const bootId = readOrNull(() => readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim());
  const namespace = readOrNull(() => readlinkSync("/proc/self/ns/pid"))?.match(/\[(\d+)\]/)?.[1] ?? null;
  const startTicks = statFieldsOf("self")?.[START_TIME_FIELD] ?? null;
  current = {
    pid: process.pid,
    startTicks: startTicks && /^\d+$/.test(startTicks) ? startTicks : null,
    pidNamespace: namespace,
    bootId: bootId && /^[0-9a-f-]{36}$/.test(bootId) ? bootId : null,
  };
  return current;
}

// `instance` tells apart several storages of one process (tests open many).
export function spoolDirectoryName(owner: ProcessIdentity, instance: string): string {
  return `p${owner.pid}.t${owner.startTicks ?? "x"}.n${owner.pidNamespace ?? "x"}.b${owner.bootId ?? "x"}.i${instance}`;
}

export function ownerOfSpoolDirectory(name: string): ProcessIdentity | null {
  const match = SPOOL_NAME.exec(name);
  if (!match) return null;
  const [, pid, startTicks, pidNamespace, bootId] = match as unknown as [string, string, string, string, string];
  const known = (value: string) => (value === "x" ? null : value);
  return { pid: Number(pid), startTicks: known(startTicks), pidNamespace: known(pidNamespace), bootId: known(bootId) };
}

// "dead" only when this process can be sure: same boot and pid namespace, and the pid is gone, a zombie, or
// now another process (another start time). "unknown" for an owner elsewhere (another machine or container
// sharing the storage): the caller then goes by how long the owner has not shown a sign of life.
export function ownerState(owner: ProcessIdentity, self: ProcessIdentity = currentProcessIdentity()): OwnerState {
  const comparable = self.bootId !== null && self.pidNamespace !== null && owner.startTicks !== null;
  if (!comparable || owner.bootId !== self.bootId || owner.pidNamespace !== self.pidNamespace) return "unknown";
  const fields = statFieldsOf(owner.pid);
  if (fields) {
    const state = fields[STATE_FIELD];
    if (state === "Z" || state === "X") return "dead";
    return fields[START_TIME_FIELD] === owner.startTicks ? "alive" : "dead";
  }
  // /proc may hide other users' processes (mount option hidepid): ask the kernel whether the pid exists.
  try {
    process.kill(owner.pid, 0);
    return "alive";
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH" ? "dead" : "alive";
  }
}

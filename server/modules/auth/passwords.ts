// Password hashing with scrypt (node:crypto) at OWASP strength. OWASP's Password Storage Cheat Sheet lists
// five configurations that "are equivalent in the defense they provide": N=2^17 r=8 p=1 (128 MiB),
// N=2^16 p=2 (64 MiB), N=2^15 p=3 (32 MiB), N=2^14 p=5, N=2^13 p=10. New hashes use N=2^15, r=8, p=3:
// measured on these machines (scripts/bench-sign-in.ts) it takes about 170 ms against 275 ms for
// N=2^17 p=1 when the machine is idle, and half the time when it is loaded, because 128 MiB per hash
// competes for memory bandwidth; it also needs a quarter of the memory per sign-in.
// Stored as `scrypt$N$r$p$salt$hash` (salt and hash base64url) so the parameters can change later
// without invalidating existing hashes: each hash is verified with the parameters it was made with.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";

const COST = 2 ** 15;
const BLOCK_SIZE = 8;
const PARALLELIZATION = 3;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
// scrypt needs 128 * N * r bytes (32 MiB here, 128 MiB for older N=2^17 hashes); Node's default cap is
// 32 MiB, so the cap is raised to that need plus headroom. Hashes claiming larger parameters than this are refused (see parse).
const MAX_COST = 2 ** 20;

function maxMemoryFor(cost: number, blockSize: number): number {
  return 128 * cost * blockSize + 16 * 1024 * 1024;
}

// Each scrypt holds up to 128 MiB and one of libuv's 4 worker threads (shared with file and DNS work) for about
// half a second. A burst of sign-ins must neither exhaust memory nor stall uploads, so at most two run at
// once and the rest queue.
const MAX_CONCURRENT_HASHES = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  // A finishing hash hands its slot straight to the first in line, so no newcomer can slip in between.
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

// The work of every scrypt run so far, in scrypt's own units (N × r × p): what makes an unknown e-mail cost as
// much as a wrong password is that both run the same work, which a count shows where a stopwatch on a busy
// machine cannot.
let hashWorkDone = 0;

export function passwordHashWorkSoFar(): number {
  return hashWorkDone;
}

function scrypt(plain: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  hashWorkDone += (options.N ?? 0) * (options.r ?? 0) * (options.p ?? 0);
  return withHashSlot(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scryptCallback(plain.normalize("NFC"), salt, keyLength, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(plain, salt, KEY_BYTES, {
    N: COST,
    r: BLOCK_SIZE,
    p: PARALLELIZATION,
    maxmem: maxMemoryFor(COST, BLOCK_SIZE),
  });
  return ["scrypt", COST, BLOCK_SIZE, PARALLELIZATION, salt.toString("base64url"), key.toString("base64url")].join("$");
}

type ParsedHash = { cost: number; blockSize: number; parallelization: number; salt: Buffer; key: Buffer };

function parse(encoded: string): ParsedHash | null {
  const parts = encoded.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [cost, blockSize, parallelization] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4] ?? "", "base64url");
  const key = Buffer.from(parts[5] ?? "", "base64url");
  const powerOfTwo = Number.isInteger(cost) && cost > 1 && (cost & (cost - 1)) === 0;
  if (!powerOfTwo || cost > MAX_COST) return null;
  if (!Number.isInteger(blockSize) || blockSize < 1 || blockSize > 32) return null;
  if (!Number.isInteger(parallelization) || parallelization < 1 || parallelization > 16) return null;
  if (salt.length < 8 || key.length < 16) return null;
  return { cost, blockSize, parallelization, salt, key };
}

// A hash of a random password that was thrown away, made once with today's parameters. Verifying against
// it when the e-mail is unknown makes a wrong e-mail cost the same time as a wrong password (no account
// probing). It used to be computed at every start, which cost each new process (and each test app) a
// scrypt and could make the first sign-in wait for it. A test checks it still matches the parameters.
export const DUMMY_PASSWORD_HASH = "scrypt$32768$8$3$4vO_PVlThRfHpEfX_xLFTQ$8gRH7cqyX2P1YH9W2qc0R0ZucYI3jml0RfimtbvUlvk";

export async function verifyPassword(plain: string, encoded: string): Promise<boolean> {
  const parsed = parse(encoded);
  if (!parsed) return false;
  const key = await scrypt(plain, parsed.salt, parsed.key.length, {
    N: parsed.cost,
    r: parsed.blockSize,
    p: parsed.parallelization,
    maxmem: maxMemoryFor(parsed.cost, parsed.blockSize),
  });
  return timingSafeEqual(key, parsed.key);
}

// True when a stored hash was made with other parameters than today's: rehash it at the next sign-in.
// Not only weaker ones: every check should cost what the dummy hash costs (an N=2^17 hash takes longer
// than an N=2^15 p=3 one, which would tell a known e-mail from an unknown one by the time it takes).
export function needsRehash(encoded: string): boolean {
  const parsed = parse(encoded);
  return (
    !parsed ||
    parsed.cost !== COST ||
    parsed.blockSize !== BLOCK_SIZE ||
    parsed.parallelization !== PARALLELIZATION ||
    parsed.key.length !== KEY_BYTES
  );
}

// The one place a busboy multipart parser is opened, for both the GraphQL and the REST multipart readers.
//
// busboy reports a malformed body by emitting 'error' — and emits it a second time when the parser is then
// destroyed ("Unexpected end of form"), from the file stream of a part being read as well. An 'error' event
// with no listener ends the process, and its constructor throws on a Content-Type without a boundary. So one
// request of a few bytes (a control character in a file name, a header line without a colon) could stop the
// portal. Here the parser and every file stream it hands out have a listener for as long as they live, the
// request stream's own failures (a dropped connection) are reported the same way, and the first failure is
// passed to the reader once.
//
// A body that stops arriving (a client that declared more bytes than it sends and keeps the connection open)
// would otherwise hold the request until Node's own request timeout, minutes later: after `idleMs` without a
// byte while the portal was waiting for one, the request fails as "stalled".
import type { Readable } from "node:stream";
import busboy, { type Busboy, type Limits } from "busboy";

// RFC 2046: a boundary has 1 to 70 characters.
const MAX_BOUNDARY_LENGTH = 70;

export type MultipartFailure = "malformed" | "incomplete" | "boundary" | "disconnected" | "stalled";

export type MultipartParser = {
  parser: Busboy;
  // Stops reading: the request is no longer fed to the parser, which is destroyed (a file part being read
  // ends with an error).
  stop(): void;
};

// What a multipart/form-data Content-Type says its boundary is, or null when it names none usable.
export function boundaryOf(contentType: string): string | null {
  const match = /;\s*boundary=(?:"([^"]*)"|([^\s;]*))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2] ?? "";
  return boundary.length >= 1 && boundary.length <= MAX_BOUNDARY_LENGTH ? boundary : null;
}

// Opens a parser on `source` and starts piping. `onFailure` is called at most once, with the kind of failure,
// when the body turns out malformed or the connection drops; never after `stop`. Returns null (and reads
// nothing) when the Content-Type has no usable boundary: the caller answers 400 at once.
export function openMultipartParser(
  source: Readable,
  contentType: string,
  limits: Limits & { idleMs: number },
  onFailure: (failure: MultipartFailure) => void,
): MultipartParser | null {
  if (!boundaryOf(contentType)) return null;
  const { idleMs, ...sizes } = limits;
  let parser: Busboy;
  try {
    parser = busboy({ headers: { "content-type": contentType }, defParamCharset: "utf8", limits: sizes });
  } catch {
    return null;
  }

  let done = false;
  let idle: NodeJS.Timeout | null = null;
  const quiet = () => {
    if (idle) clearTimeout(idle);
    idle = null;
  };
  const fail = (failure: MultipartFailure) => {
    quiet();
    if (done) return;
    done = true;
    onFailure(failure);
  };
  const watch = () => {
    quiet();
    if (done || source.readableEnded) return;
    idle = setTimeout(() => {
      // Paused, or holding bytes nobody has taken yet: the portal is the slow side (a resolver checking rows
      // before it reads its file), not the client.
      if (source.readableFlowing === false || source.readableLength > 0) watch();
      else fail("stalled");
    }, idleMs);
  };
  // Every chunk, read by the parser or by a drain after it, shows the client is still sending.
  source.on("data", watch);
  source.on("end", quiet);
  parser.on("error", (error: Error) => fail(/unexpected end/i.test(error.message) ? "incomplete" : "malformed"));
  // Registered before the reader's own listener, so that a file stream nobody reads any more (skipped, or
  // refused) never raises an unhandled error when the parser is destroyed under it.
  parser.prependListener("file", (_name: string, stream: Readable) => {
    stream.on("error", () => undefined);
  });
  source.on("error", () => fail("disconnected"));
  source.on("close", () => {
    if (!source.readableEnded) fail("disconnected");
    quiet();
  });
  source.pipe(parser);
  watch();

  return {
    parser,
    stop() {
      quiet();
      source.off("data", watch);
      done = true;
      source.unpipe(parser);
      parser.destroy();
    },
  };
}

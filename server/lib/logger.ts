// A small levelled logger: one line per event on stdout/stderr, quiet in tests.
export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
export type Logger = Record<Exclude<LogLevel, "silent">, (message: string, details?: Record<string, unknown>) => void>;

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export function createLogger(level: LogLevel): Logger {
  const write =
    (eventLevel: Exclude<LogLevel, "silent">) => (message: string, details?: Record<string, unknown>) => {
      if (rank[eventLevel] < rank[level]) return;
      const line = `${new Date().toISOString()} ${eventLevel.toUpperCase().padEnd(5)} ${message}${
        details ? ` ${JSON.stringify(details)}` : ""
      }`;
      (eventLevel === "error" || eventLevel === "warn" ? console.error : console.log)(line);
    };
  return { debug: write("debug"), info: write("info"), warn: write("warn"), error: write("error") };
}

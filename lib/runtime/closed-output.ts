// A server whose output pipe is gone (the process that started it and read its logs died)
// fails every write with EPIPE. Unhandled, Node reports that error on the same stream, the
// report fails the same way, and the loop keeps a core busy for good (seen: an app server left
// behind by a crashed benchmark ran at 75% CPU). Such logs have nowhere to go: they are dropped
// and the server goes on serving.

interface OutputStream {
  on(event: "error", listener: (error: NodeJS.ErrnoException) => void): unknown;
}

export function dropLogsWhenOutputCloses(streams: OutputStream[]): void {
  for (const stream of streams) {
    stream.on("error", (error) => {
      if (error.code !== "EPIPE") throw error;
    });
  }
}

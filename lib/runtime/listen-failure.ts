// Why the server cannot listen, in one line for the operator: without it the error reaches
// Next.js's handler for uncaught exceptions, which logs it and leaves a server that serves nothing.

/** One line saying why listening on `host`:`port` failed and what to do about it. */
export function listenFailure(error: NodeJS.ErrnoException, host: string, port: number): string {
  const where = `${host.includes(":") ? `[${host}]` : host}:${port}`;
  switch (error.code) {
    case "EADDRINUSE":
      return `Port ${port} is already in use (${where}): stop what holds it, or set PORT to another port.`;
    case "EACCES":
      return `Port ${port} needs privileges this process does not have (${where}): set PORT to 1024 or above.`;
    case "EADDRNOTAVAIL":
      return `LISTEN_HOST ${host} is not an address of this machine (${where}).`;
    default:
      return `Cannot listen on ${where}: ${error.message}`;
  }
}

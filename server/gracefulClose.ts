import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import net from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

// Closing an HTTP server without failing a request: stop accepting, let requests in flight finish,
// and say `Connection: close` on every response from then on, so clients move to a new connection
// (another process's). An idle connection is closed only after `idleMs`: closing it the instant it
// goes idle races a client just sending its next request on it.

export type GracefulClose = {
  /** Called first for every request answered later than its arrival: a response in flight. */
  track: (req: IncomingMessage, res: ServerResponse) => void
  /** Called instead of `track` for a request answered whole at once (a cache hit): its
   * connection was just used, and nothing needs to wait for its response's end. */
  answered: (req: IncomingMessage) => void
  /** Stops accepting and resolves once every connection is closed, or at the deadline with the
   * number of requests still unanswered then (their connections are cut). Calls after the
   * first return the same promise. */
  close: (deadlineMs?: number) => Promise<{ cut: number }>
  closing: () => boolean
}

type Connection = { active: number; idleSince: number }

export function gracefulClose(server: Server, { idleMs = 1000 }: { idleMs?: number } = {}): GracefulClose {
  const connections = new Map<net.Socket, Connection>()
  const responses = new Set<ServerResponse>()
  let closed: Promise<{ cut: number }> | null = null

  server.on('connection', (socket: net.Socket) => {
    connections.set(socket, { active: 0, idleSince: Date.now() })
    socket.once('close', () => connections.delete(socket))
  })

  const track: GracefulClose['track'] = (req, res) => {
    const connection = connections.get(req.socket)
    if (connection) connection.active += 1
    responses.add(res)
    if (closed) res.setHeader('connection', 'close')
    res.once('close', () => {
      responses.delete(res)
      if (connection) {
        connection.active -= 1
        connection.idleSince = Date.now()
      }
    })
  }

  const answered: GracefulClose['answered'] = (req) => {
    const connection = connections.get(req.socket)
    if (connection) connection.idleSince = Date.now()
  }

  // A connection is idle once no response is in flight and what was written has gone to the
  // kernel: a whole response still queued in the process (a slow reader of a cache hit) would be
  // cut off by closing its socket, while the kernel delivers what it holds before the FIN.
  const idle = (socket: net.Socket, { active }: Connection) => active === 0 && socket.writableLength === 0

  async function drain(deadlineMs: number): Promise<{ cut: number }> {
    for (const res of responses) if (!res.headersSent) res.setHeader('connection', 'close')
    // net.Server's close: no new connections. http.Server's own close() would also drop every
    // keep-alive connection idle at this instant, the race described above.
    net.Server.prototype.close.call(server)
    const deadline = Date.now() + deadlineMs
    while (connections.size > 0 && Date.now() < deadline) {
      const now = Date.now()
      for (const [socket, connection] of connections) if (idle(socket, connection) && now - connection.idleSince >= idleMs) socket.destroy()
      await sleep(Math.min(50, idleMs))
    }
    const cut = [...connections].reduce((sum, [socket, c]) => sum + (idle(socket, c) ? 0 : Math.max(1, c.active)), 0)
    for (const socket of connections.keys()) socket.destroy()
    return { cut }
  }

  return {
    track,
    answered,
    close: (deadlineMs = 10_000) => (closed ??= drain(deadlineMs)),
    closing: () => closed !== null,
  }
}

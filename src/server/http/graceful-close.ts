import type { FastifyInstance } from 'fastify';

/**
 * On shutdown the server stops accepting connections and closes the keep-alive ones that are
 * idle at that moment (forceCloseConnections: 'idle'). A keep-alive connection whose request is
 * still in flight is not idle then, and after its answer it would stay open until the client's
 * keep-alive ends, holding the process past its grace period. So every answer sent while closing
 * says `Connection: close` (Node then ends the connection after it), and a connection whose
 * headers had already gone out is ended once its answer is complete.
 */
export function registerGracefulClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Callback hooks, not async ones: they run on every answer, and a promise each is not free.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing && !reply.raw.headersSent) void reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    if (closing) request.raw.socket?.end();
    done();
  });
}

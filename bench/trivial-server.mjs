// The HTTP ceiling: Fastify answering a small JSON object, nothing else, in its own process like
// the app. Usage: node bench/trivial-server.mjs <port>
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));

// The bare Node server: node:http and the app's own database client, nothing else. It answers
// GET /r/<i> by replaying the statements the app sent for request i of a mix and writing their rows
// as JSON. No framework, hooks, validation, headers or cancellation: what a Node server with
// this database driver can do at best on this machine, to set the app's figure against
// (bench/README.md, "The bare Node server").
//
// node --import tsx bench/bare-server.ts <plans.json> <port>   (DATABASE_URL: the database)
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { fromPostgres } from '../src/server/db/client.ts';
import { parseEnv } from '../src/server/env.ts';
import type { RecordedQuery } from './record-sql.ts';
import { replay } from './sql-ceiling.ts';

const [plansFile, port] = process.argv.slice(2);
const plans = JSON.parse(readFileSync(plansFile, 'utf8')) as RecordedQuery[][];
const env = parseEnv(process.env);
// The pool size the server has, from the same environment.
const database = fromPostgres(env.DATABASE_URL ?? '', { poolMax: env.DATABASE_POOL_MAX });

/** A row as the answer carries it: a listing the database wrote as JSON goes in as it is. */
const rowJson = (row: Record<string, unknown>) =>
  typeof row.view === 'string' ? row.view : JSON.stringify(row);

const server = createServer((request, response) => {
  const index = Number(/^\/r\/(\d+)$/.exec(request.url ?? '')?.[1] ?? NaN);
  const plan = plans[index];
  if (!plan) {
    response.writeHead(404).end();
    return;
  }
  replay(database, plan).then(
    (results) => {
      const rows = results.flat() as Record<string, unknown>[];
      const body = `{"rows":[${rows.map(rowJson).join(',')}]}`;
      response
        .writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(body),
        })
        .end(body);
    },
    () => response.writeHead(500).end(),
  );
});
server.listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => void database.close().then(() => process.exit(0))));

import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ClientWatch, watchesOn } from './abandoned-requests.ts';

/** What ClientWatch reads of a response: whether it closed, and whether it was written first. */
class FakeResponse extends EventEmitter {
  closed = false;
  writableFinished = false;
  finish() {
    this.writableFinished = true;
    this.closed = true;
    this.emit('close');
  }
}

/** A keep-alive connection: it closes once, whichever request it is carrying then. */
class FakeConnection extends EventEmitter {
  destroyed = false;
  close() {
    this.destroyed = true;
    this.emit('close');
  }
}

const asSocket = (connection: FakeConnection) => connection as unknown as Socket;
const watch = (response: FakeResponse, connection: FakeConnection) =>
  new ClientWatch(response as unknown as ServerResponse, asSocket(connection));

describe('ClientWatch', () => {
  it('fires its signal when the client goes before the answer is written', () => {
    const connection = new FakeConnection();
    const { signal } = watch(new FakeResponse(), connection);
    expect(signal.aborted).toBe(false);
    connection.close();
    expect(signal.aborted).toBe(true);
  });

  it('does not fire once the answer was written, when the connection closes later', () => {
    const connection = new FakeConnection();
    const response = new FakeResponse();
    const clientWatch = watch(response, connection);
    const { signal } = clientWatch;
    response.finish();
    connection.close();
    expect(signal.aborted).toBe(false);
    expect(clientWatch.abandoned).toBe(false);
  });

  it('makes a signal that has already fired when asked for after the client went', () => {
    const connection = new FakeConnection();
    const clientWatch = watch(new FakeResponse(), connection);
    connection.close();
    expect(clientWatch.abandoned).toBe(true);
    expect(clientWatch.signal.aborted).toBe(true);
  });

  it('tells whether the client went without making a signal or listening', () => {
    const connection = new FakeConnection();
    const response = new FakeResponse();
    const clientWatch = watch(response, connection);
    expect(clientWatch.abandoned).toBe(false);
    expect(connection.listenerCount('close')).toBe(0);
    expect(response.listenerCount('close')).toBe(0);
  });

  it('listens once per connection, for every query of every request it carries', () => {
    const connection = new FakeConnection();
    const first = watch(new FakeResponse(), connection);
    const second = watch(new FakeResponse(), connection);
    first.onAbandon(() => {});
    first.onAbandon(() => {});
    second.onAbandon(() => {});
    void second.signal;
    expect(connection.listenerCount('close')).toBe(1);
  });

  it('tells each query still watching when the client goes', () => {
    const connection = new FakeConnection();
    const clientWatch = watch(new FakeResponse(), connection);
    const told: string[] = [];
    clientWatch.onAbandon(() => told.push('first'));
    const stopSecond = clientWatch.onAbandon(() => told.push('second'));
    clientWatch.onAbandon(() => told.push('third'));
    stopSecond();
    connection.close();
    expect(told).toEqual(['first', 'third']);
  });

  it('tells no query of an answer already written', () => {
    const connection = new FakeConnection();
    const answered = new FakeResponse();
    const told: string[] = [];
    watch(answered, connection).onAbandon(() => told.push('answered'));
    watch(new FakeResponse(), connection).onAbandon(() => told.push('waiting'));
    answered.finish();
    connection.close();
    expect(told).toEqual(['waiting']);
  });

  it('fires the signal and the queries watching from one close', () => {
    const connection = new FakeConnection();
    const clientWatch = watch(new FakeResponse(), connection);
    let told = false;
    clientWatch.onAbandon(() => (told = true));
    const { signal } = clientWatch;
    connection.close();
    expect(told).toBe(true);
    expect(signal.aborted).toBe(true);
  });

  it('leaves nothing watching a keep-alive connection once the answers asking were written', () => {
    const connection = new FakeConnection();
    for (let i = 0; i < 3; i++) {
      const response = new FakeResponse();
      const clientWatch = watch(response, connection);
      const stop = clientWatch.onAbandon(() => {});
      void clientWatch.signal;
      stop();
      response.finish();
    }
    expect(watchesOn(asSocket(connection))).toBe(0);
  });

  it('watches nothing without a connection (an answer made in-process)', () => {
    const clientWatch = new ClientWatch(new FakeResponse() as unknown as ServerResponse, null);
    let told = false;
    clientWatch.onAbandon(() => (told = true))();
    expect(clientWatch.abandoned).toBe(false);
    expect(told).toBe(false);
  });
});

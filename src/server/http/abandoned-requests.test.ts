import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ClientWatch } from './abandoned-requests.ts';

/** What ClientWatch reads of a response: whether it closed, and whether it was written first. */
class FakeResponse extends EventEmitter {
  closed = false;
  writableFinished = false;
  finish() {
    this.writableFinished = true;
    this.close();
  }
  close() {
    this.closed = true;
    this.emit('close');
  }
}

const watch = (response: FakeResponse) => new ClientWatch(response as unknown as ServerResponse);

describe('ClientWatch', () => {
  it('fires its signal when the client goes before the answer is written', () => {
    const response = new FakeResponse();
    const { signal } = watch(response);
    expect(signal.aborted).toBe(false);
    response.close();
    expect(signal.aborted).toBe(true);
  });

  it('does not fire once the answer was written', () => {
    const response = new FakeResponse();
    const clientWatch = watch(response);
    const { signal } = clientWatch;
    response.finish();
    expect(signal.aborted).toBe(false);
    expect(clientWatch.abandoned).toBe(false);
  });

  it('makes a signal that has already fired when asked for after the client went', () => {
    const response = new FakeResponse();
    const clientWatch = watch(response);
    response.close();
    expect(clientWatch.abandoned).toBe(true);
    expect(clientWatch.signal.aborted).toBe(true);
  });

  it('tells whether the client went without making a signal or listening', () => {
    const response = new FakeResponse();
    const clientWatch = watch(response);
    expect(clientWatch.abandoned).toBe(false);
    expect(response.listenerCount('close')).toBe(0);
    void clientWatch.signal;
    void clientWatch.signal;
    expect(response.listenerCount('close')).toBe(1);
  });

  it('tells each query still watching when the client goes, through one listener', () => {
    const response = new FakeResponse();
    const clientWatch = watch(response);
    const told: string[] = [];
    clientWatch.onAbandon(() => told.push('first'));
    const stopSecond = clientWatch.onAbandon(() => told.push('second'));
    clientWatch.onAbandon(() => told.push('third'));
    expect(response.listenerCount('close')).toBe(1);
    stopSecond();
    response.close();
    expect(told).toEqual(['first', 'third']);
  });

  it('tells no query once the answer was written', () => {
    const response = new FakeResponse();
    const clientWatch = watch(response);
    let told = false;
    clientWatch.onAbandon(() => (told = true));
    response.finish();
    expect(told).toBe(false);
  });

  it('fires the signal and the queries watching from one close', () => {
    const response = new FakeResponse();
    const clientWatch = watch(response);
    let told = false;
    clientWatch.onAbandon(() => (told = true));
    const { signal } = clientWatch;
    expect(response.listenerCount('close')).toBe(1);
    response.close();
    expect(told).toBe(true);
    expect(signal.aborted).toBe(true);
  });
});

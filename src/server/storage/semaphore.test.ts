import { describe, expect, it } from 'vitest';
import { Semaphore } from './semaphore.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('Semaphore', () => {
  it('runs at most `limit` tasks at once, in the order they came, and every one of them', async () => {
    const slots = new Semaphore(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        slots.run(async () => {
          running += 1;
          most = Math.max(most, running);
          order.push(i);
          await tick();
          running -= 1;
          return i * 10;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(slots.peak).toBe(2);
    expect(slots.started).toBe(7);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(results).toEqual([0, 10, 20, 30, 40, 50, 60]);
  });

  it('frees the slot when a task fails', async () => {
    const slots = new Semaphore(1);
    await expect(slots.run(() => Promise.reject(new Error('broken image')))).rejects.toThrow(
      'broken image',
    );
    await expect(slots.run(async () => 'next')).resolves.toBe('next');
  });
});

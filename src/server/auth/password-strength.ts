import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

export const WEAK_PASSWORD_MESSAGE =
  'This password is too easy to guess. Try a longer phrase, for example three unrelated words.';
export const STRENGTH_CHECK_BUSY_MESSAGE =
  'We are checking many new passwords right now. Please try again in a minute.';

/** zxcvbn's 3 = "safely unguessable": resists offline guessing of a slow hash. */
const MIN_SCORE = 3;
/**
 * zxcvbn's work grows much faster than the length (a random 128-character password took seconds).
 * Only the first 48 characters are scored: a password whose first 48 characters are hard to guess
 * is hard to guess.
 */
export const SCORED_LENGTH = 48;
/** One check may take this long in the worker; past it the worker is replaced. */
const CHECK_BUDGET_MS = 3000;
/** A password whose strength could not be estimated in time is accepted only from this length. */
const UNSCORED_MIN_LENGTH = 20;
/** More waiting checks than this are refused at once instead of queueing for minutes. */
const MAX_QUEUED_CHECKS = 64;
/** The product's own words are the first thing an attacker tries ("carenest123"). */
const PRODUCT_WORDS = ['carenest', 'care', 'nest', 'senior', 'living', 'community'];

export class StrengthCheckBusyError extends Error {}

const require = createRequire(import.meta.url);
// zxcvbn runs in a worker thread so that scoring never blocks the event loop (health checks,
// searches and every other request keep being served while sign-ups are scored).
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { ZxcvbnFactory } = require(workerData.core);
const common = require(workerData.common);
const en = require(workerData.en);
const checker = new ZxcvbnFactory({
  translations: en.translations,
  graphs: common.adjacencyGraphs,
  dictionary: { ...common.dictionary, ...en.dictionary },
});
parentPort.on('message', ({ password, words }) => {
  parentPort.postMessage(checker.check(password, words).score);
});`;
const workerData = {
  core: require.resolve('@zxcvbn-ts/core'),
  common: require.resolve('@zxcvbn-ts/language-common'),
  en: require.resolve('@zxcvbn-ts/language-en'),
};

interface Check {
  password: string;
  words: string[];
  resolve(score: number | null): void;
}

/** A single worker scoring one password at a time, with a time budget per password. */
class StrengthWorker {
  private worker: Worker | null = null;
  private readonly queue: Check[] = [];
  private current: Check | null = null;
  private timer: NodeJS.Timeout | null = null;

  get waiting() {
    return this.queue.length;
  }

  score(password: string, words: string[]): Promise<number | null> {
    return new Promise((resolve) => {
      this.queue.push({ password, words, resolve });
      this.next();
    });
  }

  private start(): Worker {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData });
    worker.on('message', (score: number) => this.finish(score));
    worker.on('error', () => this.replace());
    // Last: a 'message' listener added after unref() refs the worker's port again, and an idle
    // worker then kept scripts (npm run bench) from ever exiting.
    worker.unref();
    return worker;
  }

  private next() {
    if (this.current || this.queue.length === 0) return;
    this.current = this.queue.shift() ?? null;
    if (!this.current) return;
    this.worker ??= this.start();
    this.timer = setTimeout(() => this.replace(), CHECK_BUDGET_MS);
    this.worker.postMessage({ password: this.current.password, words: this.current.words });
  }

  private finish(score: number | null) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const done = this.current;
    this.current = null;
    done?.resolve(score);
    this.next();
  }

  /** Over budget or crashed: drop the worker (a new one starts with the next check). */
  private replace() {
    const worker = this.worker;
    this.worker = null;
    void worker?.terminate();
    this.finish(null);
  }
}

const workers = Array.from(
  { length: Math.max(1, Math.min(2, availableParallelism() - 1)) },
  () => new StrengthWorker(),
);

/** Words that make a password guessable for this person: name parts, email parts, the product. */
function guessableWords(personalWords: string[]): string[] {
  const words = personalWords
    .flatMap((w) => w.toLowerCase().split(/[^\p{L}\p{N}]+/u))
    .filter((w) => w.length >= 3);
  return [...new Set([...words, ...PRODUCT_WORDS])];
}

/**
 * True when the password is too guessable, also given the person's own name and email.
 * Throws StrengthCheckBusyError when too many checks are already waiting.
 */
export async function isWeakPassword(
  password: string,
  personalWords: string[] = [],
): Promise<boolean> {
  const worker = workers.reduce((a, b) => (b.waiting < a.waiting ? b : a));
  if (worker.waiting >= MAX_QUEUED_CHECKS) throw new StrengthCheckBusyError();
  const score = await worker.score(password.slice(0, SCORED_LENGTH), guessableWords(personalWords));
  if (score === null) return password.length < UNSCORED_MIN_LENGTH;
  return score < MIN_SCORE;
}

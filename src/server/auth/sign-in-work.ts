import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from 'better-auth/crypto';

export interface PasswordHasher {
  hash: (password: string) => Promise<string>;
  verify: (input: { hash: string; password: string }) => Promise<boolean>;
}

/** better-auth's scrypt hash, what production uses. */
export const scryptHasher: PasswordHasher = { hash: hashPassword, verify: verifyPassword };

const signingIn = new AsyncLocalStorage<true>();

/** Runs one sign-in request, so that its password work is known to be a sign-in's. */
export function duringSignIn<T>(run: () => T): T {
  return signingIn.run(true, run);
}

/**
 * For an address without an account better-auth hashes the typed password instead of checking
 * it, which costs a little less: over many tries the time told whether an account exists. Inside
 * a sign-in, that hash becomes a check against a hash of a password nobody knows: the same work
 * as a wrong password for a real account. Elsewhere (sign-up, new passwords) nothing changes.
 */
export function withEqualSignInWork(hasher: PasswordHasher): PasswordHasher {
  // Made at start-up: made on first use, the first unknown address would cost one hash more.
  const unknownAccountHash = hasher.hash(randomBytes(32).toString('hex'));
  unknownAccountHash.catch(() => {}); // a failure shows on the first sign-in that awaits it
  return {
    verify: hasher.verify,
    async hash(password) {
      if (!signingIn.getStore()) return hasher.hash(password);
      const hash = await unknownAccountHash;
      await hasher.verify({ hash, password });
      return hash;
    },
  };
}

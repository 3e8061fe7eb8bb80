export const FINGERPRINT_FILE: string;
export function sourceFingerprint(root: string): string;

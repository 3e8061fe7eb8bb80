/** Writes name.br and name.gz beside every compressible file under dir that they make smaller; returns how many. */
export function precompressDir(dir: string): number;

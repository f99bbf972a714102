/**
 * A small deterministic random source for the facilitation results: the same seed gives the same
 * numbers on every runtime, so a person's comparisons and a ranking's intervals never change on reload.
 */

/** FNV-1a over the seed's UTF-16 units: similar seeds ('round-1:u1', 'round-1:u2') land far apart. */
function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Numbers in [0, 1): a Weyl sequence stepped by the golden-ratio constant, each value mixed by multiply-xorshift. */
export function seededRandom(seed: string): () => number {
  let state = hashSeed(seed);
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 16), 0x85ebca6b);
    mixed = Math.imul(mixed ^ (mixed >>> 13), 0xc2b2ae35);
    mixed ^= mixed >>> 16;
    return (mixed >>> 0) / 0x1_0000_0000;
  };
}

/** An integer in [0, bound). */
export function randomIndex(random: () => number, bound: number): number {
  return Math.min(bound - 1, Math.floor(random() * bound));
}

/** A shuffled copy (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = randomIndex(random, i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

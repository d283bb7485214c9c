/** Seeded PRNG for procedural decoration (deterministic per piece id): the project's one mulberry32. */
export { mulberry32 } from '../../../shared/util/random';

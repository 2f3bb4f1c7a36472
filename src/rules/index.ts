/** The rules of Punto Banco as a pure library: plain data in, plain data out. */
export * from './cards';
export * from './casinoShoe';
export * from './composition';
export * from './coup';
export * from './fraction';
export * from './limits';
export * from './money';
export * from './odds';
export * from './paytables';
export * from './rng';
export * from './settlement';
export * from './shoe';
export * from './tableOdds';
export * from './types';
export * from './variants';
export * from './simulate';
export * from './roads';

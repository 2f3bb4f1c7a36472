/**
 * The casino shoe's chunk (loadCasinoShoeRules): the rules of the shoe, the committed shoe's
 * moves, views and verifier, and the reader of a saved one. The original game never loads it.
 */
export { newShoe, dealNextCoup, parseShoe, shoeFromOrder, shoeDecks } from '../rules/casinoShoe';

export { shoeVerdict, commitmentView, latestReveal, exportedShoes } from '../table/committedView';
export { readSavedShoe, readCommitments } from './savedShoe';
export { commitment, startCommittedShoe, revealing, nextShoe, cutShoe, replayShoe } from '../table/committed';

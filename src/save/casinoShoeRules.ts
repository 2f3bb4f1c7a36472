/**
 * The casino shoe's chunk (loadCasinoShoeRules): the rules of the shoe, and the reader of a
 * saved one. The original game never loads it.
 */
export { newShoe, dealNextCoup, parseShoe, shoeFromOrder, shoeDecks } from '../rules/casinoShoe';
export { readSavedShoe } from './savedShoe';

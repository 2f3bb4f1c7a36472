/**
 * The rules only another game or side bets need, gathered as one lazily loaded chunk
 * (loadVariantRules): the original game's first load stays as small as it was.
 */
export { settleCoup } from './coupSettlement';
export { placeTableBet, checkTableDeal } from './limits';

/**
 * The rules beyond the original game's three bets placed one chip at a time: another game,
 * side bets, and Rebet's and Double's chips placed all or none. Gathered as one lazily loaded
 * chunk (loadVariantRules): the original game's first load stays as small as it was.
 */
export { settleCoup } from './coupSettlement';
export { placeTableBet, checkTableDeal } from './limits';
export { placeStakes, rebetStakes, doubleStakes } from './betAgain';

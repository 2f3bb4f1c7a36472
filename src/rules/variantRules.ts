/**
 * The rules beyond the original game's three bets placed one chip at a time: another game,
 * side bets, and Rebet's and Double's chips placed all or none. Gathered as one lazily loaded
 * chunk (loadVariantRules): the original game's first load stays as small as it was.
 */
import { placeStakes, rebetStakes, doubleStakes } from './betAgain';
import { settleCoup } from './coupSettlement';
import { ORIGINAL_RULES, type TableRules } from './tableRules';
import { SIDE_BETS } from './variants';

export { settleCoup } from './coupSettlement';
export { placeTableBet, checkTableDeal } from './limits';
export { placeStakes, rebetStakes, doubleStakes } from './betAgain';

/**
 * The full rules, for every game and the side bets. A Punto Banco hand with no side bet staked
 * is settled as the original game settles it, so its record is the same whichever rules dealt it.
 */
export const fullRules: TableRules = {
  ...ORIGINAL_RULES,
  settle: (bets, coup, game) =>
    game === 'punto-banco' && SIDE_BETS.every((bet) => bets[bet] === 0)
      ? ORIGINAL_RULES.settle(bets, coup, game)
      : settleCoup(bets, coup, game),
  stakes: { placeStakes, rebetStakes, doubleStakes },
};

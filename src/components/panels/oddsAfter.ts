import { toNumber, type Fraction } from '../../rules';

/** The odds of the next coup live in the store, where the honest session prices each hand's bets by them too. */
export { oddsAfter, tableOddsAfter } from '../../store/oddsAfter';

/** A decimal with at least 9 significant digits, for the odds panel's attributes. */
export const decimal = (f: Fraction): string => toNumber(f).toPrecision(12);

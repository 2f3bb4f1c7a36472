/**
 * The rules that come in chunks of their own, and how a raw save says it needs them: the casino
 * shoe's (with the reader of a saved shoe) and the full rules (other games, side bets, Rebet and
 * Double). The original game's first load carries neither.
 */

/** The casino shoe's rules: the original game never loads them, a casino shoe when first chosen or found in the save. */
export type CasinoShoeRules = typeof import('./casinoShoeRules');

export const loadCasinoShoeRules = (): Promise<CasinoShoeRules> => import('./casinoShoeRules');

/** Whether a saved table (raw text) holds a casino shoe or asks for one: its rules must be loaded to read it. */
export const saveNeedsCasinoShoe = (raw: string | null): boolean =>
  raw !== null && /"shoe":\s*(\{|"casino")|"revealedShoes":/.test(raw);

/**
 * The full rules (src/rules/variantRules.ts), one chunk: another game or side bets load them
 * when chosen or saved, Rebet and Double on their first press.
 */
export type VariantRules = Pick<
  typeof import('../rules/variantRules'),
  'settleCoup' | 'placeTableBet' | 'checkTableDeal' | 'placeStakes' | 'rebetStakes' | 'doubleStakes' | 'fullRules'
>;

export const loadVariantRules = (): Promise<VariantRules> => import('../rules/variantRules');

/** Whether a saved table (raw text) plays another game or has side bets: the full rules must be loaded to read it. */
export const saveNeedsVariantRules = (raw: string | null): boolean =>
  raw !== null && /"game":\s*"(ez|no-commission)"|"sideBets":\s*(true|\{)/.test(raw);

import type { BySpot, Cents, Coup, Settlement } from '../rules';

/** betting: bets open, nothing dealt yet; dealing: cards being revealed; settled: the hand is over, bets open for the next. */
export type Phase = 'betting' | 'dealing' | 'settled';

/** One played hand of the session. */
export interface HandRecord {
  readonly hand: number; // 1, 2, 3… in the order played
  readonly coup: Coup;
  readonly bets: BySpot<Cents>; // the stakes it was dealt for
  readonly settlement: Settlement; // settle(bets, coup.winner), kept with the coup it belongs to
  readonly balanceAfter: Cents; // bankroll plus bets left on the table once settled
}

export interface Settings {
  readonly instantDeal: boolean; // true: no deal animation, the hand shows settled at once
}

export interface Message {
  readonly id: number; // grows with every message, so the same words are announced again
  readonly text: string;
}

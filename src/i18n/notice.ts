import type { Notice, SaveRefusal } from '../table/notices';
import type { LaterWords } from './enLater';
import type { Language } from '../table/vocabulary';
import { sessionWords } from './session';

/** How the address's bankroll is named among the unknown options: `bankroll=4.5`. */
const BANKROLL = 'bankroll=';

/** Why a save was refused, in a language's words. */
export function saveRefusalText(words: LaterWords, refusal: SaveRefusal): string {
  const why = words.saveRefusal;
  switch (refusal.key) {
    case 'not-money':
    case 'too-much': {
      const { amount } = refusal;
      const what =
        amount.of === 'bet'
          ? words.savedBet(amount.bet, amount.hand)
          : amount.of === 'balanceAfter'
            ? words.balanceAfter(amount.hand)
            : words.savedAmount[amount.of];
      return why[refusal.key](what);
    }
    case 'bets-break-limits':
    case 'bets-missing':
    case 'side-bets-unreadable':
      return why[refusal.key](refusal.hand);
    case 'not-a-hand':
    case 'no-number':
    case 'out-of-order':
    case 'no-cards':
    case 'not-a-coup':
    case 'game-not-offered':
    case 'no-bet':
    case 'shoe-not-a-number':
    case 'earlier-shoe':
    case 'balance-does-not-follow':
      return why[refusal.key](refusal.hand);
    case 'not-a-card':
      return why[refusal.key](refusal.hand, refusal.card);
    case 'option-not-offered':
      return why[refusal.key](refusal.option);
    case 'unknown-version':
      return why[refusal.key](refusal.version);
    case 'shoe-unreadable':
      return why[refusal.key](refusal.detail);
    default:
      return why[refusal.key];
  }
}

/**
 * A notice of the store's in a language's words; `touch`: the player plays by touch (app/input.ts),
 * so is told to tap, and no keys.
 */
export function noticeText(words: LaterWords, notice: Notice, language: Language = 'en', touch = false): string {
  switch (notice.key) {
    case 'tableClosed': {
      const session = sessionWords.now(language)!;
      return session.tableClosed(session.at(notice.until, Date.now()));
    }
    case 'overLimit': {
      const session = sessionWords.now(language)!;
      return session.overLimit(notice.limit, session.money(notice.amount));
    }
    case 'refused':
      return (
        (touch ? words.refusedOnTouch[notice.reason as keyof LaterWords['refusedOnTouch']] : undefined) ??
        words.refused[notice.reason]
      );
    case 'pass':
      return words.passNotice;
    case 'broke':
      return words.broke;
    case 'freshBankroll':
      return words.freshBankroll;
    case 'corruptSave':
      return words.corruptSave(saveRefusalText(words, notice.reason));
    case 'betweenHands':
      return words.betweenHands;
    case 'gameBetweenHands':
      return words.gameBetweenHands;
    case 'betsReturned':
      return words.betsReturned(notice.bets, notice.amount);
    case 'noLastHand':
      return words.noLastHand;
    case 'rebetOnTable':
      return words.rebetOnTable;
    case 'chipsNeedMore':
      return words.chipsNeedMore(notice.amount);
    case 'nothingToUndo':
      return words.nothingToUndo;
    case 'rulesUnavailable':
      return words.rulesUnavailable;
    case 'unknownOptions': {
      // A ?bankroll= is not an option the menu offers: it is said apart, with what a bankroll is.
      const isBankroll = (named: string) => named.startsWith(BANKROLL);
      const options = notice.named.filter((named) => !isBankroll(named));
      const said = [
        options.length > 0 ? words.unknownOptions(options) : '',
        ...notice.named.filter(isBankroll).map((named) => words.refusedBankroll(named.slice(BANKROLL.length))),
      ];
      return said.filter((s) => s !== '').join(' ');
    }
  }
}

import type { Notice } from '../store/messages';
import type { LaterWords } from './enLater';

/** A notice of the store's in a language's words. */
export function noticeText(words: LaterWords, notice: Notice): string {
  switch (notice.key) {
    case 'refused':
      return words.refused[notice.reason];
    case 'pass':
      return words.passNotice;
    case 'broke':
      return words.broke;
    case 'freshBankroll':
      return words.freshBankroll;
    case 'corruptSave':
      return words.corruptSave(notice.reason);
    case 'betweenHands':
      return words.betweenHands;
    case 'gameBetweenHands':
      return words.gameBetweenHands;
    case 'betsReturned':
      return words.betsReturned(notice.bets, notice.amount);
    case 'unknownOptions':
      return words.unknownOptions(notice.named);
  }
}

import type { Announcement } from '../table/announcements';
import type { Words } from './en';
import type { LaterWords } from './enLater';

/** An announcement in a language's words. */
export function announcementText(words: Words & LaterWords, said: Announcement): string {
  switch (said.kind) {
    case 'bets':
      return words.announceBets(said.bets, said.bankroll);
    case 'cleared':
      return words.announceCleared(said.bankroll);
    case 'tookBack':
      return words.announceTookBack(said.chips, said.bankroll);
    case 'card':
      return words.announceCard(said.hand, words.cardName(said.card), said.total);
    case 'sound':
      return words.announceSound(said.on);
    case 'chip':
      return words.announceChip(said.cents);
  }
}

import type { CSSProperties } from 'react';
import type { DealPace } from '../table/dealPace';
import type { Card } from '../rules';
import { useWords } from '../i18n/useWords';
import { isRedSuit, SUIT_SYMBOL } from './labels';

interface PlayingCardProps {
  card: Card;
  /** How far right of its place the card leaves the shoe, sliding in and turning face up at
   * the dealer's pace; null: it is simply there. */
  fromShoe: number | null;
  /** The dealer's pace (the chosen deal speed). */
  pace: DealPace;
  /** Player's and Banker's third cards come after a pause. */
  third?: boolean;
  /** Dealt face down for the player to squeeze open: only its back shows, and nothing names it. */
  faceDown?: boolean;
}

/**
 * How a card on its way moves, for the CSS animations `card-slides` and `card-turns`: from the
 * shoe, then face up, at the dealer's pace. CSS and not script, so the browser runs the flight
 * off the page's script and nothing is repainted per frame (a deal on a slow phone keeps its frames).
 */
const flight = (fromShoe: number, pause: number, { card, slide }: DealPace) =>
  ({
    '--from-shoe': `${fromShoe}px`,
    '--pause': `${pause}s`,
    '--slide': `${card * slide}s`,
    '--turn': `${card * (1 - slide)}s`,
  }) as CSSProperties;

/** A card face with an accessible name such as `7 of Hearts`; or, face down, its back. */
export function PlayingCard({ card, fromShoe, pace, third = false, faceDown = false }: PlayingCardProps) {
  const red = isRedSuit(card.suit);
  const symbol = SUIT_SYMBOL[card.suit];
  const pause = third ? pace.thirdCardPause : 0;
  // The rank over the suit, as in each corner of a real card.
  const index = (
    <>
      {card.rank}
      <br />
      {symbol}
    </>
  );
  const words = useWords();
  const faces = faceDown ? (
    <>
      <div className="card card--down" data-testid="card" data-face="down" role="img" aria-label={words.faceDown} />
      <div className="card-back" aria-hidden="true" />
    </>
  ) : (
    <>
      <div
        className={`card card--${red ? 'red' : 'black'}`}
        data-testid="card"
        data-rank={card.rank}
        data-suit={card.suit}
        data-face={fromShoe === null ? 'up' : 'down'}
        role="img"
        aria-label={words.cardName(card)}
      >
        <span className="card__corner" aria-hidden="true">
          {index}
        </span>
        <span className="card__pip" aria-hidden="true">
          {symbol}
        </span>
        <span className="card__corner card__corner--bottom" aria-hidden="true">
          {index}
        </span>
      </div>
      <div className="card-back" aria-hidden="true" />
    </>
  );
  const onItsWay = fromShoe !== null;
  // A card is on its way only at the dealer's pace: with the table still (reduced motion, the
  // Instant speed) the coup is laid out at once. A card dealt face down (a squeeze) lies face down.
  const slot = `card-slot${onItsWay ? ' card-slot--dealt' : ''}${faceDown ? ' card-slot--down' : ''}`;
  return (
    // On its way: not announced until the dealer turns it up (or lays it down for a squeeze).
    <div
      className={slot}
      style={onItsWay ? flight(fromShoe, pause, pace) : undefined}
      aria-hidden={onItsWay ? true : undefined}
    >
      <div className="card-turn">{faces}</div>
    </div>
  );
}

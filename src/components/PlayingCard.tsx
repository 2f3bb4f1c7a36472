import type { DealPace } from '../app/dealPace';
import type { Card } from '../rules';
import { useWords } from '../i18n/useWords';
import { isRedSuit, SUIT_SYMBOL } from './labels';
import { useAnimated } from './useAnimated';

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

/** Still, until the animated parts are here: a card on its way lies face down in its place. */
const FACE_DOWN = { transform: 'rotateY(180deg)' } as const;

/** A card face with an accessible name such as `7 of Hearts`; or, face down, its back. */
export function PlayingCard({ card, fromShoe, pace, third = false, faceDown = false }: PlayingCardProps) {
  const red = isRedSuit(card.suit);
  const symbol = SUIT_SYMBOL[card.suit];
  const pause = third ? pace.thirdCardPause : 0;
  const animated = useAnimated();
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
          {card.rank}
          <br />
          {symbol}
        </span>
        <span className="card__pip" aria-hidden="true">
          {symbol}
        </span>
        <span className="card__corner card__corner--bottom" aria-hidden="true">
          {card.rank}
          <br />
          {symbol}
        </span>
      </div>
      <div className="card-back" aria-hidden="true" />
    </>
  );
  if (animated !== null) {
    return (
      <animated.AnimatedCard fromShoe={fromShoe} pause={pause} pace={pace} turns={!faceDown}>
        {faces}
      </animated.AnimatedCard>
    );
  }
  return (
    // Face down on its way: not announced until the dealer turns it up.
    <div className="card-slot" aria-hidden={fromShoe !== null && !faceDown ? true : undefined}>
      <div className="card-turn" style={fromShoe !== null || faceDown ? FACE_DOWN : undefined}>
        {faces}
      </div>
    </div>
  );
}

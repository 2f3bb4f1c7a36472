import { m } from 'framer-motion';
import { DEAL_PACE } from '../app/dealPace';
import type { Card } from '../rules';
import { useWords } from '../i18n/useWords';
import { isRedSuit, SUIT_SYMBOL } from './labels';

interface PlayingCardProps {
  card: Card;
  /** How far right of its place the card leaves the shoe, sliding in and turning face up at
   * the dealer's pace; null: it is simply there. */
  fromShoe: number | null;
  /** Player's and Banker's third cards come after a pause. */
  third?: boolean;
}

const SLIDE = DEAL_PACE.card * DEAL_PACE.slide;
const TURN = DEAL_PACE.card - SLIDE;

/** A card face with an accessible name such as `7 of Hearts`. */
export function PlayingCard({ card, fromShoe, third = false }: PlayingCardProps) {
  const red = isRedSuit(card.suit);
  const symbol = SUIT_SYMBOL[card.suit];
  const pause = third ? DEAL_PACE.thirdCardPause : 0;
  const words = useWords();
  return (
    <m.div
      className="card-slot"
      // Face down on its way: not announced until the dealer turns it up.
      aria-hidden={fromShoe !== null ? true : undefined}
      initial={fromShoe === null ? false : { x: fromShoe, y: -140, opacity: 0.4, rotate: -12 }}
      animate={{ x: 0, y: 0, opacity: 1, rotate: 0 }}
      transition={{ duration: SLIDE, ease: 'easeOut', delay: pause }}
    >
      <m.div
        className="card-turn"
        initial={fromShoe === null ? false : { rotateY: 180 }}
        animate={{ rotateY: 0 }}
        transition={{ duration: TURN, ease: 'easeInOut', delay: pause + SLIDE }}
      >
        <div
          className={`card card--${red ? 'red' : 'black'}`}
          data-testid="card"
          data-rank={card.rank}
          data-suit={card.suit}
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
      </m.div>
    </m.div>
  );
}

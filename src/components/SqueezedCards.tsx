/**
 * A squeezed hand's cards while the player opens them: those the dealer has put down lie face
 * down until opened, the one being opened is the SqueezeCard, the one on its way slides in
 * face down. A chunk of its own (with the SqueezeCard and framer-motion's gestures), loaded
 * only with the Squeeze option.
 */
import { dealPace, isThirdCard } from '../table/dealPace';
import { useTable } from '../store/TableContext';
import { useWords } from '../i18n/useWords';
import type { Hand } from '../rules';
import { handOnTable, isFaceUp } from '../table/selectors';
import { cardToSqueeze, dealerBringsCard } from '../table/squeeze';
import { FROM_SHOE } from './labels';
import { PlayingCard } from './PlayingCard';
import SqueezeCard from './SqueezeCard';

export default function SqueezedCards({ hand }: { hand: Hand }) {
  const onTable = useTable(handOnTable);
  const arrived = useTable((s) => s.revealed);
  const squeeze = useTable((s) => s.squeeze);
  const speed = useTable((s) => s.settings.dealSpeed);
  const words = useWords();
  if (onTable === null || squeeze === null) return null;
  const table = { squeeze, arrived, total: onTable.coup.dealt.length };
  // The dealer brings a card only when the rules and the player are ready for it.
  const bringing = dealerBringsCard(table);
  const squeezing = cardToSqueeze(table);
  const pace = dealPace(speed);
  const mine = onTable.coup.dealt
    .slice(0, bringing ? arrived + 1 : arrived)
    .map((dealt, order) => ({ ...dealt, order }))
    .filter((d) => d.hand === hand);
  return (
    <>
      {mine.map((d, nth) => {
        const key = `${onTable.hand}-${d.order}`;
        if (d.order === squeezing)
          return (
            <SqueezeCard
              key={key}
              card={d.card}
              hand={words.handTitle[hand]}
              nth={nth + 1}
              lift={squeeze.lift}
              from={squeeze.from ?? 'right'}
            />
          );
        const inFlight = bringing && d.order === arrived;
        return (
          <PlayingCard
            key={key}
            card={d.card}
            third={isThirdCard(d.order)}
            fromShoe={inFlight ? FROM_SHOE[hand] : null}
            pace={pace}
            faceDown={!isFaceUp({ phase: 'dealing', revealed: arrived, squeeze }, d.order)}
          />
        );
      })}
    </>
  );
}

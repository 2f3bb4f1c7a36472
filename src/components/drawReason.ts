import type { Card, Coup, DrawDecision, Points } from '../rules';
import { OUTCOME_NAME } from './labels';

/** "an 8", "an A", "a 6": the article a card takes when read aloud. */
const aCard = (card: Card): string => `${card.rank === 'A' || card.rank === '8' ? 'an' : 'a'} ${card.rank}`;

/** The card as its rank and, when that is not its worth, its points: "a 6", "a K (0)". */
const third = (card: Card, points: Points): string => (String(points) === card.rank ? aCard(card) : `${aCard(card)} (${points})`);

/** Points in a row written as a range, "4–7", or as the one they leave out, "anything but 8". */
function pointsText(points: readonly Points[]): string {
  const first = points[0]!;
  const last = points[points.length - 1]!;
  if (last - first + 1 === points.length) return `${first}–${last}`;
  const missing = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((p) => !points.includes(p as Points));
  return `anything but ${missing.join(' or ')}`;
}

/**
 * Why each hand drew or stood, in one plain line from the rules' own decision: "Player 4
 * draws (0–5 draws). Banker 5 draws: Player's third card is a 6, and Banker 5 draws on 4–7."
 */
export function drawReasonText(coup: Coup, d: DrawDecision): string {
  const p = d.playerTwoCards;
  const b = d.bankerTwoCards;
  if (d.naturals.length === 2) return `Player and Banker both have a natural (${p} and ${b}): both stand.`;
  if (d.naturals.length === 1) {
    const hand = d.naturals[0]!;
    return `${OUTCOME_NAME[hand]} has a natural ${hand === 'player' ? p : b}: both stand.`;
  }
  const player = d.playerDraws ? `Player ${p} draws (0–5 draws).` : `Player ${p} stands (6–7 stand).`;
  let banker: string;
  if (!d.playerDraws) banker = d.bankerDraws ? `Banker ${b} draws: Player stood, and Banker draws on 0–5.` : `Banker ${b} stands: Player stood, and Banker stands on 6–7.`;
  else if (b <= 2) banker = `Banker ${b} draws: Banker draws on 0–2 whatever Player's third card.`;
  else if (b === 7) banker = 'Banker 7 stands: Banker always stands on 7.';
  else {
    const card = third(coup.player[2]!, d.playerThird!);
    const on = pointsText(d.bankerDrawsOn!);
    banker = d.bankerDraws
      ? `Banker ${b} draws: Player's third card is ${card}, and Banker ${b} draws on ${on}.`
      : `Banker ${b} stands: Player's third card is ${card}, and Banker ${b} draws ${on.startsWith('anything') ? 'on' : 'only on'} ${on}.`;
  }
  return `${player} ${banker}`;
}

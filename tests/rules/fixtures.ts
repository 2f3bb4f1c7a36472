import { coupFromCards, parseCards, type Coup } from '../../src/rules';

/** The coup these cards make in dealing order, `coup('4S 3H KD 6C 9C')`; throws if they don't make one. */
export function coup(notation: string): Coup {
  const played = coupFromCards(parseCards(notation));
  if (played === null) throw new Error(`these cards do not make a coup: ${notation}`);
  return played;
}

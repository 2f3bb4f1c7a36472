import { useContext } from 'react';
import { InstantContext } from '../app/InstantContext';
import { useTable } from '../store/TableContext';

/**
 * Whether the table moves nothing: the system asks for reduced motion, or the Instant deal speed
 * is chosen (in the menu or by `?speed=instant`). The moving parts read it: the cards, the chips,
 * the results and the squeeze.
 */
export function useStill(): boolean {
  const reduced = useContext(InstantContext);
  const instantSpeed = useTable((s) => s.settings.dealSpeed === 'instant');
  return reduced || instantSpeed;
}

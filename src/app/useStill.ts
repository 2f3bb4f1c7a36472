import { useContext } from 'react';
import { InstantContext } from './InstantContext';
import { useTable } from './TableContext';

/**
 * Whether the table moves nothing: the system asks for reduced motion, or the Instant deal speed
 * is chosen (in the menu or by `?speed=instant`). Read by the animated parts only, which load late.
 */
export function useStill(): boolean {
  const reduced = useContext(InstantContext);
  const instantSpeed = useTable((s) => s.settings.dealSpeed === 'instant');
  return reduced || instantSpeed;
}

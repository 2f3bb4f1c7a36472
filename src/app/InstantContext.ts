import { createContext } from 'react';

/**
 * Whether the system asks for reduced motion: every hand is shown at once whatever the Deal
 * speed (the table options say so). The animated parts read useStill, which adds the Instant speed.
 */
export const InstantContext = createContext(false);

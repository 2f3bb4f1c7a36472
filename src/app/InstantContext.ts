import { createContext } from 'react';

/** Whether the page moves nothing (the Instant deal speed, or the system asks for reduced motion): the animated parts read it. */
export const InstantContext = createContext(false);

/** Whether the system asks for reduced motion, which shows every hand at once whatever the Deal speed: the options say so. */
export const ReducedMotionContext = createContext(false);

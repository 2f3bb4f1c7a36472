import { createContext } from 'react';

/** Whether the page moves nothing (`?speed=instant`, or the system asks for reduced motion): the animated parts read it. */
export const InstantContext = createContext(false);

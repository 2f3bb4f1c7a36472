/** framer-motion's animation features, loaded after first paint to keep the initial bundle small. */
export { domAnimation as default } from 'framer-motion';

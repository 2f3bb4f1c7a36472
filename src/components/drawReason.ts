/** The draw reasons are the rules' (src/rules/drawReason.ts); this module keeps its old name. */
export { drawReason, type DrawReason, type DrawsOn, type ThirdCardRead } from '../rules/drawReason';

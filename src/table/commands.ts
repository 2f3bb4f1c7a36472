/**
 * The player's commands, by name: the command table (src/app/commands.ts) gives each its keys and its move, the
 * shortcuts help and the catalogue (src/i18n) word them. A vocabulary, so i18n need not import the app.
 */
export type Command =
  | 'deal'
  | 'railingUp'
  | 'railingUpTen'
  | 'railingDown'
  | 'railingDownTen'
  | 'betPlayer'
  | 'betBanker'
  | 'betTie'
  | 'clearBets'
  | 'rebet'
  | 'double'
  | 'undo'
  | 'liftCard'
  | 'liftEdge'
  | 'showShortcuts'
  | 'betPlayerPair'
  | 'betBankerPair'
  | 'betDragonPlayer'
  | 'betDragonBanker'
  | 'betDragon7'
  | 'betPanda8'
  | 'mute';

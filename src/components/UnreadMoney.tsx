import { useWords } from '../i18n/useWords';

/**
 * An amount not known until the save is read, on the prerendered page. An element of its own, so
 * the amount that replaces it is new content: Chromium counts centred text replaced in place as a layout shift.
 */
export function UnreadMoney() {
  return <span>{useWords().unreadMoney}</span>;
}

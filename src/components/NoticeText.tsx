import { noticeText } from '../i18n/notice';
import { useLaterWords } from '../i18n/useLaterWords';
import { useLanguage } from '../i18n/useWords';
import type { Notice } from '../store/messages';

/**
 * A notice of the store's in the player's language. Its words load with the first notice (or
 * with the panels, which come just after the table), so the first paint does not carry them.
 */
export default function NoticeText({ notice }: { notice: Notice }) {
  return noticeText(useLaterWords(), notice, useLanguage());
}

import { useTouch } from '../app/input';
import { noticeText } from '../i18n/notice';
import { useLaterWords } from '../i18n/useLaterWords';
import { useLanguage } from '../i18n/useWords';
import type { Message } from '../table/notices';

/**
 * A message of the store's in the player's language. Its words load with the first message (or
 * with the panels, which come just after the table), so the first paint does not carry them.
 * Each message is drawn afresh (its id is the key), so an answer that fades (styles.css,
 * .message__text) comes back in full when the player is answered again.
 */
export default function NoticeText({ message }: { message: Message }) {
  const text = noticeText(useLaterWords(), message.notice, useLanguage(), useTouch());
  return (
    <span key={message.id} className="message__text" data-notice={message.notice.key}>
      {text}
    </span>
  );
}

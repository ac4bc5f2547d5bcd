/**
 * The chat bot (spec §2): when the page has a global chat object (a chat vendor's script, loaded
 * by a deployment), opening chat hands over to it; otherwise the site's own fallback chat opens.
 */
export interface GlobalChat {
  open: () => void;
}

declare global {
  interface Window {
    CarSetuChat?: GlobalChat;
  }
}

/** Opens the vendor chat when present; false means "show the fallback chat". */
export function openGlobalChat(target: { CarSetuChat?: GlobalChat } | undefined): boolean {
  const chat = target?.CarSetuChat;
  if (!chat || typeof chat.open !== 'function') return false;
  chat.open();
  return true;
}

/** Shortest question the search accepts. */
export const CHAT_QUESTION_MIN_LENGTH = 2;
/** Answers the fallback chat shows for one question. */
export const CHAT_ANSWER_COUNT = 3;

/**
 * Sharing the referral code: the Web Share API where the browser has it (phones, installed apps), else the
 * code is copied. Resolves how it went; a customer closing the share sheet is not a failure.
 */
import { copyText } from '@/lib/clipboard';

export type ShareOutcome = 'shared' | 'copied' | 'dismissed' | 'failed';

export async function shareOrCopy(message: { title: string; text: string; url: string }, code: string): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function' && (!navigator.canShare || navigator.canShare(message))) {
    try {
      await navigator.share(message);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'dismissed';
    }
  }
  return (await copyText(code)) ? 'copied' : 'failed';
}

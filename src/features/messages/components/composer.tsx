/**
 * Writing a message: text, up to three pictures with previews (checked by content and size as they are
 * picked; the spec's alerts for a fourth picture or another format), and Send. The message is queued
 * first, so Send works offline too; the field clears once the message is kept on the device.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { IconButton } from '@/components/ui/icon-button/icon-button';
import { TextAreaField } from '@/components/ui/text-field/text-field';
import { t } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import type { AttachmentProblem } from '../attachments';
import { useAttachments } from '../use-attachments';
import * as styles from './inbox.css';

const PROBLEMS: Record<AttachmentProblem, () => string> = {
  'too-many': () => t('inbox.maxPictures'),
  unsupported: () => t('inbox.unsupported'),
  'too-large': () => t('inbox.tooLarge'),
};

export function Composer({ onSend }: { onSend: (text: string, files: readonly File[]) => Promise<unknown> }) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const attachments = useAttachments();
  const fileInput = useRef<HTMLInputElement>(null);
  const empty = text.trim() === '' && attachments.items.length === 0;

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (empty || busy) return;
    setBusy(true);
    try {
      await onSend(text, attachments.items.map((item) => item.file));
      setText('');
      attachments.clear();
    } catch (error) {
      console.error('Could not keep the message', error);
      notify.error(t('inbox.notKept'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.composer} onSubmit={(event) => void submit(event)} aria-label={t('inbox.messageLabel')}>
      {attachments.items.length > 0 ? (
        <ul className={styles.previews}>
          {attachments.items.map((item, index) => (
            <li key={item.id} className={styles.preview}>
              <img src={item.preview} alt={t('inbox.picturePreview', { number: index + 1 })} className={styles.picture} width={96} height={96} />
              <IconButton icon="close" size="sm" variant="secondary" label={t('inbox.removePicture', { number: index + 1 })} className={styles.previewRemove} onPress={() => attachments.remove(item.id)} />
            </li>
          ))}
        </ul>
      ) : null}
      {attachments.problem ? (
        <p className={styles.problem} role="alert">
          {PROBLEMS[attachments.problem]()}
        </p>
      ) : null}
      <div className={styles.composerRow}>
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/gif"
          multiple
          className={styles.fileInput}
          aria-hidden="true"
          tabIndex={-1}
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            event.currentTarget.value = '';
            void attachments.add(files);
          }}
        />
        <IconButton icon="upload" variant="secondary" label={t('inbox.attach')} isDisabled={attachments.isFull} onPress={() => fileInput.current?.click()} />
        <TextAreaField
          className={styles.composerField}
          label={t('inbox.messageLabel')}
          hideLabel
          rows={2}
          maxLength={2000}
          placeholder={t('inbox.messagePlaceholder')}
          value={text}
          onChange={setText}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void submit();
            }
          }}
        />
        <Button type="submit" icon="arrowEnd" isDisabled={empty} isPending={busy}>
          {t('inbox.send')}
        </Button>
      </div>
      <p className={styles.hint}>{attachments.isFull ? t('inbox.maxPictures') : t('inbox.attachHint')}</p>
    </form>
  );
}

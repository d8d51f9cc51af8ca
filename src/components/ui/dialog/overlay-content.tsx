/**
 * What a dialog and a drawer show inside react-aria's overlay: the heading that names it with its close button,
 * the body (scrolling) and the footer. Each passes its own classes.
 */
import type { ReactNode } from 'react';
import { Heading } from 'react-aria-components/Dialog';
import { t } from '@/lib/i18n';
import { IconButton } from '../icon-button/icon-button';

export type OverlayChild = ReactNode | ((close: () => void) => ReactNode);

export interface OverlayContentProps {
  title: ReactNode;
  children: OverlayChild;
  footer?: OverlayChild;
  hideClose?: boolean;
  close: () => void;
  classes: { header: string; heading: string; body: string; footer: string };
}

const shown = (content: OverlayChild, close: () => void) => (typeof content === 'function' ? content(close) : content);

export function OverlayContent({ title, children, footer, hideClose = false, close, classes }: OverlayContentProps) {
  return (
    <>
      <div className={classes.header}>
        <Heading slot="title" className={classes.heading}>
          {title}
        </Heading>
        {hideClose ? null : <IconButton icon="close" label={t('ui.close')} onPress={close} />}
      </div>
      <div className={classes.body}>{shown(children, close)}</div>
      {footer ? <div className={classes.footer}>{shown(footer, close)}</div> : null}
    </>
  );
}

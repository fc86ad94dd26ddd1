import { useState } from 'react';
import { AlertBox } from '../AlertBox/index.ts';
import { Button } from '../Button/index.ts';

export interface DownloadButtonProps {
  label: string;
  /** Said while the file comes (the button stays put, busy). */
  busyLabel: string;
  /** Said when it did not come; the shopper or staff member may dismiss it and try again. */
  failedText: string;
  /** Fetches the file and hands it to the browser; rejects when it cannot. */
  onDownload: () => Promise<void>;
}

/** A button that fetches a file (a tax invoice, a receipt) and saves it, busy meanwhile, saying so if it fails. */
export function DownloadButton({ label, busyLabel, failedText, onDownload }: DownloadButtonProps) {
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const download = async () => {
    setState('loading');
    try {
      await onDownload();
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <Button variant="secondary" busy={state === 'loading'} busyLabel={busyLabel} onClick={download}>
        {label}
      </Button>
      {state === 'failed' && (
        <AlertBox tone="error" dismissible onDismiss={() => setState('idle')}>
          {failedText}
        </AlertBox>
      )}
    </>
  );
}

import { clsx } from 'clsx';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/index.ts';
import { IconButton } from '../IconButton/index.ts';
import { CloseGlyph } from '../icons/controlGlyphs.tsx';
import { AlertGlyph, ImageGlyph } from '../icons/glyphs.tsx';
import { Spinner } from '../Spinner/index.ts';
import listStyles from '../styles/list.module.css';
import textStyles from '../styles/text.module.css';
import styles from './ImageUpload.module.css';
import { messages } from './messages.ts';

/** The kinds of picture taken; the server checks the file's real kind again. */
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

export interface ImageUploadProps {
  /** Sends one file; rejects when it is refused. Files are sent one after another, in the order chosen. */
  onUpload: (file: File) => Promise<void>;
  /** The words for a refused upload, in the user's language; a general "could not be uploaded" without it. */
  errorText?: (error: unknown, fileName: string) => string;
  /** The largest file taken, in bytes (10 MB). */
  maxBytes?: number;
  /** The area's heading; "Add pictures" without it. */
  label?: string;
  /** Several files at once (the default), or one: the picture of a single field. */
  multiple?: boolean;
  /** The picture chosen so far (its address), shown in the area. */
  current?: string;
  /** Nothing more can be added (e.g. a limit reached); `disabledText` says why. */
  disabled?: boolean;
  disabledText?: string;
  className?: string;
}

interface Item {
  key: number;
  file: File;
  /** A preview of the chosen file, while it is here. */
  preview: string | null;
  state: 'waiting' | 'uploading' | 'failed';
  error?: string;
}

const MB = 1024 * 1024;

/**
 * A drop zone with a file picker for pictures: each file is checked here for its kind and size (in
 * the user's language), shown as a preview while it is sent, and its refusal is said next to it.
 */
export function ImageUpload({
  onUpload,
  errorText,
  maxBytes = 10 * MB,
  label,
  multiple = true,
  current,
  disabled = false,
  disabledText,
  className,
}: ImageUploadProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const hintId = useId();
  const [items, setItems] = useState<Item[]>([]);
  const [dragging, setDragging] = useState(false);
  // A picture that does not load (a path not served here) shows as the glyph, not a broken image.
  const [unloadable, setUnloadable] = useState<string | null>(null);
  const nextKey = useRef(0);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const size = Math.round((maxBytes / MB) * 10) / 10;

  // Previews are let go with the items that hold them.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const held = previews.current;
    return () => {
      for (const url of held) URL.revokeObjectURL(url);
    };
  }, []);
  const drop = (key: number) =>
    setItems((current) => {
      const item = current.find((candidate) => candidate.key === key);
      if (item?.preview) {
        URL.revokeObjectURL(item.preview);
        previews.current.delete(item.preview);
      }
      return current.filter((candidate) => candidate.key !== key);
    });
  const update = (key: number, change: Partial<Item>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const refusal = (file: File): string | undefined => {
    if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) {
      return intl.formatMessage(messages.wrongType, { name: file.name });
    }
    if (file.size > maxBytes) return intl.formatMessage(messages.tooBig, { name: file.name, size });
    return undefined;
  };

  const take = (files: FileList | null) => {
    if (!files || disabled) return;
    const added: Item[] = [...files].slice(0, multiple ? undefined : 1).map((file) => {
      const error = refusal(file);
      const preview = error ? null : URL.createObjectURL(file);
      if (preview) previews.current.add(preview);
      return { key: nextKey.current++, file, preview, state: error ? 'failed' : 'waiting', error };
    });
    setItems((current) => [...current, ...added]);
    for (const item of added) {
      if (item.state === 'failed') continue;
      queue.current = queue.current.then(async () => {
        update(item.key, { state: 'uploading' });
        try {
          await onUpload(item.file);
          drop(item.key);
        } catch (error) {
          update(item.key, {
            state: 'failed',
            error:
              errorText?.(error, item.file.name) ??
              intl.formatMessage(messages.failed, { name: item.file.name }),
          });
        }
      });
    }
  };

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };

  return (
    <section aria-labelledby={headingId} className={clsx(styles.imageUpload, className)}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a pointer shortcut; the button below does the same from the keyboard */}
      <div
        className={styles.zone}
        data-dragging={dragging || undefined}
        data-disabled={disabled || undefined}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {current && current !== unloadable ? (
          <img
            className={styles.current}
            src={current}
            alt={intl.formatMessage(messages.current, { path: current })}
            onError={() => setUnloadable(current)}
          />
        ) : (
          <ImageGlyph className={styles.glyph} />
        )}
        {/* The area's name, not a heading: it sits under whatever heading the page gives it. */}
        <p id={headingId} className={styles.heading}>
          {label ?? intl.formatMessage(messages.label)}
        </p>
        <p className={textStyles.note}>
          {intl.formatMessage(dragging ? messages.dropNow : multiple ? messages.drop : messages.dropOne)}
        </p>
        <Button
          variant="secondary"
          size="sm"
          aria-disabled={disabled}
          aria-describedby={hintId}
          onClick={() => !disabled && input.current?.click()}
        >
          {intl.formatMessage(multiple ? messages.choose : messages.chooseOne)}
        </Button>
        <p id={hintId} className={textStyles.note}>
          {disabled && disabledText ? disabledText : intl.formatMessage(messages.hint, { size })}
        </p>
        <input
          ref={input}
          type="file"
          accept={IMAGE_UPLOAD_TYPES.join(',')}
          multiple={multiple}
          hidden
          onChange={(event) => {
            take(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
      </div>
      {items.length > 0 && (
        <ul className={listStyles.rows}>
          {items.map((item) => (
            <li key={item.key} className={styles.item} data-state={item.state}>
              {item.preview ? (
                <img className={styles.preview} src={item.preview} alt="" />
              ) : (
                <span className={styles.preview} aria-hidden="true">
                  <AlertGlyph />
                </span>
              )}
              <span className={styles.name}>{item.file.name}</span>
              {item.state === 'failed' ? (
                <>
                  <span role="alert" className={styles.error}>
                    {item.error}
                  </span>
                  <IconButton
                    size="sm"
                    icon={<CloseGlyph />}
                    label={intl.formatMessage(messages.dismiss, { name: item.file.name })}
                    onClick={() => drop(item.key)}
                  />
                </>
              ) : item.state === 'uploading' ? (
                <Spinner size="sm" label={intl.formatMessage(messages.uploading, { name: item.file.name })} />
              ) : (
                <span className={styles.waiting}>{intl.formatMessage(messages.waiting)}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

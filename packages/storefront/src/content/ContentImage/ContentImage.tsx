export interface ContentImageProps {
  src: string;
  /** The picture's own size, so the page keeps its place before it loads. */
  width: number;
  height: number;
  className?: string;
}

/**
 * A picture of the content beside its own text: decorative (the text says what it shows) and loaded
 * only when the page scrolls near it.
 */
export function ContentImage({ src, width, height, className }: ContentImageProps) {
  return <img src={src} alt="" width={width} height={height} loading="lazy" className={className} />;
}

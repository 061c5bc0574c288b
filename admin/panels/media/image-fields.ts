/** An image's fields as an item takes them from the library, and its focal point in CSS. */
import type { MediaView } from '../../../domain';

export function imageFieldsOf(media: MediaView): Record<string, unknown> {
  return {
    assetUrl: media.assetUrl,
    originalSize: media.originalSize,
    mediaFocalPoint: media.mediaFocalPoint ?? { x: 0.5, y: 0.5 },
    altText: media.altText,
    systemDataVariants: media.systemDataVariants ?? '',
    colorData: media.colorData,
    systemDataId: media.id,
    filename: media.filename,
  };
}

/** A focal point (spec §3, 0 to 1 each way) as CSS `object-position`: a cropped thumbnail keeps it in view. */
export function focalPosition(point: unknown): string {
  const p = (point ?? {}) as { x?: unknown; y?: unknown };
  const at = (n: unknown) => (typeof n === 'number' && n >= 0 && n <= 1 ? `${Math.round(n * 100)}%` : '50%');
  return `${at(p.x)} ${at(p.y)}`;
}

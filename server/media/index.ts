/**
 * The media library (issue 23): images, audio and files owners upload, their bytes in the
 * database (media-bytes.ts, the one place that reads and writes them). Images are processed
 * with sharp (image-processing.ts: size, the spec's widths, colorData), SVGs sanitised
 * (svg-sanitiser.ts). The owner calls (media-routes.ts) are mounted at
 * /api/owner/content/media, the public files (media-file-routes.ts) at /media; uploads have
 * their own body limit (upload-size.ts). Products take library images by id (`libraryImages`).
 *
 * @module
 */
export { mediaRoutes, type MediaRoutesOptions } from './media-routes';
export { mediaFileRoutes } from './media-file-routes';
export { mediaUploadSize, isMediaUpload, MEDIA_API_PATH } from './upload-size';
export { libraryImages, MEDIA_PATH } from './media-store';
export { MEDIA_MESSAGES } from './media-messages';
